/**
 * Demo assessments: eight published assessments with hand-written banks (assessment-banks/), and past
 * attempts taken through the same drawing and grading code as the trusted operations, so the summary statistics
 * and item analysis show real numbers. Candidates are simulated with a fixed-seed generator: an ability per
 * candidate and a difficulty per question (a logistic model), so strong candidates do better, as in life. In the
 * React bank one question is answered correctly by nearly everybody over the latest attempts (its key
 * "circulated"), so the possibly-leaked flag has something to show. The demo talent passed React (verified from
 * a real attempt) and failed JavaScript three days ago (retake in eleven days); Kwame Asante passed Python.
 * Former candidates (`former-candidate-N`) have no account: only their attempts remain, as after a deletion.
 */
import type { DocumentData, WriteOp } from '@/services/backend/types';
import {
  DEFAULT_COOLDOWN_DAYS,
  DAY_MS,
  assessmentPath,
  attemptPath,
  questionPath,
} from '@/services/schemas/assessment';
import { emptyItemStats } from '@/services/format/assessment-item-stats';
import { finishAttempt } from '../trusted/assessment-grading';
import { startAttempt, type Random } from '../trusted/assessment-start';
import type { TrustedDocs } from '../trusted/types';
import { DEMO_BANKS, type DemoBank } from './assessment-banks';

type Docs = TrustedDocs;

/** mulberry32: a small deterministic generator, so the demo statistics are the same on every seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** Past attempts per assessment: more on React, enough draws per question for its flags. */
const ATTEMPTS: Record<string, number> = { 'react-fundamentals': 80 };
const DEFAULT_ATTEMPTS = 16;
/** An ability this far out answers everything right (or wrong): for the demo accounts' fixed outcomes. */
const SURE = 9;
const LEAKED = { bank: 'react-fundamentals', question: 'react-fundamentals-q18', fromAttempt: 44 };

const demoQuestionId = (bankId: string, index: number) => `${bankId}-q${String(index + 1).padStart(2, '0')}`;

function bankOps(bank: DemoBank, now: number): WriteOp[] {
  const created = new Date(now - 70 * DAY_MS);
  const { questions, id, ...details } = bank;
  return [
    {
      type: 'set',
      path: assessmentPath(id),
      data: {
        id,
        ...details,
        skillLower: details.skill.toLowerCase(),
        cooldownDays: DEFAULT_COOLDOWN_DAYS,
        status: 'published',
        questionCount: questions.length,
        activeQuestionCount: questions.length,
        stats: { attempts: 0, passed: 0, scoreSum: 0, averageScore: null },
        createdAt: created,
        updatedAt: created,
      },
    },
    ...questions.map((q, i): WriteOp => ({
      type: 'set',
      path: questionPath(id, demoQuestionId(id, i)),
      data: { id: demoQuestionId(id, i), assessmentId: id, ...q, item: emptyItemStats(), updatedAt: created },
    })),
  ];
}

/** Takes one attempt as a simulated candidate: P(correct) = logistic(ability − difficulty). */
async function takeAttempt(
  docs: Docs,
  bank: DemoBank,
  talentId: string,
  at: number,
  ability: number,
  random: Random,
  attemptNo: number,
): Promise<void> {
  const { attemptId } = await startAttempt(docs, talentId, bank.id, at, random);
  const attempt = (await docs.get(attemptPath(attemptId))).data as DocumentData;
  // The seed plays the candidate, so it may look at the server-only order to know which shown option is which.
  const order = ((await docs.get(`${attemptPath(attemptId)}/server/order`)).data?.order ?? {}) as Record<
    string,
    number[]
  >;
  const answers: Record<string, number[]> = {};
  for (const shown of attempt.questions as { id: string }[]) {
    const index = Number(shown.id.slice(-2)) - 1;
    const question = bank.questions[index];
    // Difficulty spread over the bank; every seventh question misleads strong candidates.
    const difficulty = ((index * 7) % 9) / 4 - 1;
    let p = index % 7 === 6 ? logistic(-ability * 1.5 + 0.2) : logistic(1.6 * (ability - difficulty));
    if (bank.id === LEAKED.bank && shown.id === LEAKED.question) p = attemptNo >= LEAKED.fromAttempt ? 0.97 : 0.3;
    // The demo accounts' outcomes are fixed, whatever is drawn: a sure pass or a sure fail.
    if (Math.abs(ability) >= SURE) p = ability > 0 ? 1 : 0;
    const originals =
      random() < p
        ? question.correct
        : [
            [0, 1, 2, 3, 4, 5].slice(0, question.options.length).filter((i) => !question.correct.includes(i))[
              Math.floor(random() * (question.options.length - question.correct.length))
            ],
          ];
    answers[shown.id] = originals.map((o) => order[shown.id].indexOf(o)).sort();
  }
  await docs.update(attemptPath(attemptId), { answers });
  await finishAttempt(docs, await docs.get(attemptPath(attemptId)), at + 9 * 60_000);
}

/** A normally distributed ability (Box–Muller). */
const ability = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

export async function seedDemoAssessments(
  docs: Docs,
  seed: { now: Date; talentUids: Record<string, string> },
): Promise<void> {
  const now = seed.now.getTime();
  // Seeded once: the attempts are history (a second `npm run seed` must neither duplicate nor reset them).
  if ((await docs.get(assessmentPath(DEMO_BANKS[0].id))).exists) return;
  for (const bank of DEMO_BANKS) await docs.batch(bankOps(bank, now));
  const random = seededRandom(12);
  let candidate = 0;
  for (const bank of DEMO_BANKS) {
    const count = ATTEMPTS[bank.id] ?? DEFAULT_ATTEMPTS;
    for (let n = 0; n < count; n += 1) {
      // Spread from 60 days ago to 5 days ago, oldest first (the recent window is the latest attempts).
      const at = now - 60 * DAY_MS + Math.round((n / count) * 55 * DAY_MS);
      await takeAttempt(docs, bank, `former-candidate-${++candidate}`, at, ability(random), random, n);
    }
  }
  const talent = seed.talentUids['talent@demo.test'];
  const kwame = seed.talentUids['kwame.asante@demo.test'];
  const byId = (id: string) => DEMO_BANKS.find((b) => b.id === id)!;
  if (talent) {
    await takeAttempt(docs, byId('react-fundamentals'), talent, now - 30 * DAY_MS, SURE, random, 0);
    await takeAttempt(docs, byId('javascript-essentials'), talent, now - 3 * DAY_MS, -SURE, random, 0);
  }
  if (kwame) await takeAttempt(docs, byId('python-for-data'), kwame, now - 20 * DAY_MS, SURE, random, 0);
}
