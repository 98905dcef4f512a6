/**
 * The phrase rules, compiled once from the shipped lists (./phrases/*.json, one file per language, plus common.json
 * for what no language owns: app names, free-mail domains). A list entry is a regular expression over folded text
 * (./text.ts) that may name a term list as {name} (\p{L} stays a letter class); {amount} is a sum of money (./amounts.ts) and {w} one word.
 * Term lists of the same name are merged across languages, since people mix them ("tuma registration fee").
 *
 * A match counts unless it is guarded: a negation or a warning earlier in its clause ("we never charge a
 * registration fee", "report anyone who asks you to pay"), a negation right after it ("the fee is waived"), or a
 * topic word of its signal in its clause ("customers who reach us on WhatsApp", "investigate gift card fraud").
 */
import common from './phrases/common.json';
import de from './phrases/de.json';
import en from './phrases/en.json';
import es from './phrases/es.json';
import fr from './phrases/fr.json';
import pt from './phrases/pt.json';
import sw from './phrases/sw.json';
import { AMOUNT_SOURCE } from './amounts';
import { PHRASE_SIGNALS, type PhraseSignal } from './signals';

interface PhraseFile {
  terms?: Record<string, string[]>;
  negation?: string[];
  notNegation?: string[];
  warning?: string[];
  afterNegation?: string[];
  patterns?: Partial<Record<PhraseSignal, string[]>>;
  topics?: Partial<Record<PhraseSignal, string[]>>;
}

const FILES: PhraseFile[] = [common, en, fr, sw, pt, es, de];

/** A word, a number with its decimals ("0.5") included. */
const WORD = String.raw`[\p{L}\p{N}'-]+(?:[.,]\p{N}+)*`;
const BUILT_IN: Record<string, string> = { amount: AMOUNT_SOURCE, w: WORD };

const terms: Record<string, string[]> = {};
for (const file of FILES) for (const [k, v] of Object.entries(file.terms ?? {})) (terms[k] ??= []).push(...v);

function expand(source: string, depth = 0): string {
  if (depth > 4) throw new Error(`Phrase terms nest too deep: ${source}`);
  return source.replace(/(?<!\\[pP])\{([a-zA-Z]+)\}/g, (_, name: string) => {
    if (BUILT_IN[name]) return BUILT_IN[name];
    const list = terms[name];
    if (!list) throw new Error(`Unknown phrase term {${name}}`);
    return `(?:${list.map((t) => expand(t, depth + 1)).join('|')})`;
  });
}

/** A phrase as a whole-word regular expression: it neither starts nor ends inside a word. */
const wholeWords = (sources: string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.map((s) => expand(s)).join('|')})(?![\\p{L}\\p{N}])`, flags);

const all = (pick: (f: PhraseFile) => string[] | undefined) => FILES.flatMap((f) => pick(f) ?? []);

export interface SignalRule {
  patterns: RegExp[];
  topic: RegExp | null;
  /**
   * How far a topic word reaches. The schemes (gift cards, cheques, mules) are named as topics in lists of lures
   * ("fake invoices, parcel-agent jobs, gift-card fraud"), a whole sentence about fraud; other topics (customers,
   * integrations) only excuse their own clause.
   */
  topicScope: 'clause' | 'sentence';
}

const SENTENCE_TOPICS: readonly PhraseSignal[] = ['giftCards', 'chequeScheme', 'moneyMule'];

export const RULES: Record<PhraseSignal, SignalRule> = Object.fromEntries(
  PHRASE_SIGNALS.map((signal) => {
    const topics = all((f) => f.topics?.[signal]);
    return [
      signal,
      {
        patterns: all((f) => f.patterns?.[signal]).map((p) => wholeWords([p], 'gu')),
        topic: topics.length ? wholeWords(topics, 'u') : null,
        topicScope: SENTENCE_TOPICS.includes(signal) ? 'sentence' : 'clause',
      },
    ];
  }),
) as Record<PhraseSignal, SignalRule>;

/** Phrases that look like negations but are not ("no experience needed", "don't miss"), removed before the test. */
export const NOT_NEGATION = wholeWords(
  all((f) => f.notNegation),
  'gu',
);
/** A negation or a warning before a phrase, in its clause. */
export const NEGATION_BEFORE = wholeWords([...all((f) => f.negation), ...all((f) => f.warning)], 'u');
/** A negation right after a phrase ("... is not required", "... waived"); anchored at the phrase's end. */
export const NEGATION_AFTER = new RegExp(
  `^\\W*(?:${all((f) => f.afterNegation)
    .map((s) => expand(s))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);
