/**
 * The scam-signal checker: an item (a job's title and text, or a message) in, a verdict and the signals found out.
 * Plain rules over shipped phrase lists (./rules.ts), a phone-number finder (./phones.ts) and the pay ranges
 * (./pay-range.ts); no outside service. Signals add up by weight (./signals.ts): one strong signal or two weak ones
 * make a scam.
 */
import { phoneNumbersIn } from './phones';
import { payCeiling, statedYearlyPay } from './pay-range';
import { NEGATION_AFTER, NEGATION_BEFORE, NOT_NEGATION, RULES, type SignalRule } from './rules';
import { PHONE_IN_JOB, PHRASE_SIGNALS, SCAM_THRESHOLD, SIGNALS, type SignalId } from './signals';
import { clauseAround, fold, lastWords, sentences, type Sentence } from './text';
import type { Evidence, TrustItem, TrustResult } from './item';

/** How many words before a phrase a negation reaches. */
const NEGATION_REACH = 8;
const EXCERPT_MAX = 100;

function guarded(sentence: Sentence, start: number, end: number, rule: SignalRule): boolean {
  const { from, to } = clauseAround(sentence, start, end);
  const before = lastWords(sentence.text.slice(from, start).replace(NOT_NEGATION, ' '), NEGATION_REACH);
  if (NEGATION_BEFORE.test(before)) return true;
  if (NEGATION_AFTER.test(sentence.text.slice(end, end + 60))) return true;
  if (rule.topic === null) return false;
  const scope = rule.topicScope === 'sentence' ? sentence.text : sentence.text.slice(from, to);
  return rule.topic.test(scope.replace(NOT_NEGATION, ' '));
}

/** The first unguarded match of a rule in the text, as an excerpt, or null. */
function firstMatch(parts: Sentence[], rule: SignalRule): string | null {
  for (const sentence of parts) {
    for (const pattern of rule.patterns) {
      for (const m of sentence.text.matchAll(pattern)) {
        if (!guarded(sentence, m.index, m.index + m[0].length, rule)) return m[0].trim().slice(0, EXCERPT_MAX);
      }
    }
  }
  return null;
}

export function checkItem(item: TrustItem): TrustResult {
  const whole = item.title ? `${item.title}\n${item.text}` : item.text;
  const parts = sentences(fold(whole));
  const found: { id: SignalId; name: string; excerpt: string }[] = [];
  const add = (id: SignalId, excerpt: string, name: string = SIGNALS[id].name) => found.push({ id, name, excerpt });

  for (const id of PHRASE_SIGNALS) {
    const excerpt = firstMatch(parts, RULES[id]);
    if (excerpt !== null) add(id, excerpt);
  }
  const phones = item.kind === 'message' && item.first === false ? [] : phoneNumbersIn(whole);
  if (phones.length) add('phone', phones[0], item.kind === 'job' ? PHONE_IN_JOB : SIGNALS.phone.name);
  const yearly = statedYearlyPay(item.pay, parts);
  const ceiling = payCeiling(item.category, item.level);
  if (yearly !== null && yearly > ceiling) {
    add(
      'payAbove',
      `${Math.round(yearly).toLocaleString('en-US')} USD a year (range up to ${ceiling.toLocaleString('en-US')})`,
    );
  }

  found.sort((a, b) => SIGNALS[b.id].weight - SIGNALS[a.id].weight);
  const score = found.reduce((sum, f) => sum + SIGNALS[f.id].weight, 0);
  const evidence: Evidence[] = found.map((f) => ({ signal: f.name, excerpt: f.excerpt }));
  return {
    verdict: score >= SCAM_THRESHOLD ? 'scam' : 'honest',
    signals: found.map((f) => f.name),
    evidence,
  };
}
