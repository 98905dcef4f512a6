/** The demo assessments as the local backend seeds them: real banks, real graded attempts, real statistics. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseItem } from '@/services/format/assessment-item-stats';
import {
  allQuestions,
  getAssessment,
  listMyProgress,
  listPublishedAssessments,
} from '@/services/assessments/assessments';
import { questionInputSchema } from '@/services/schemas/assessment';
import { DEMO_BANKS } from '@/server/seed/assessment-banks';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { demoAdmin, rawDoc, signInActor, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

describe('demo question banks', () => {
  it('hold at least 8 assessments of at least 20 valid questions, across categories', () => {
    expect(DEMO_BANKS.length).toBeGreaterThanOrEqual(8);
    for (const bank of DEMO_BANKS) {
      expect(bank.questions.length, bank.id).toBeGreaterThanOrEqual(20);
      expect(bank.questions.length, bank.id).toBeGreaterThanOrEqual(2 * bank.questionsPerAttempt);
      for (const q of bank.questions)
        expect(questionInputSchema.safeParse(q).success, `${bank.id}: ${q.text}`).toBe(true);
      expect(new Set(bank.questions.map((q) => q.text)).size, bank.id).toBe(bank.questions.length);
    }
    expect(new Set(DEMO_BANKS.flatMap((b) => b.categories)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('demo assessments in the local backend', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer(true);
  });
  afterAll(async () => {
    await stopServer(server);
  });

  it('gives the demo talent one verified skill from a real attempt and one failed attempt in cooldown', async () => {
    const talent = (await signInActor(server, DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password)).use();
    expect((await listPublishedAssessments()).items.length).toBeGreaterThanOrEqual(8);
    const progress = await listMyProgress(talent.uid);
    const react = progress.find((p) => p.assessmentId === 'react-fundamentals');
    const js = progress.find((p) => p.assessmentId === 'javascript-essentials');
    expect(react).toMatchObject({ status: 'passed', score: 100 });
    expect(js).toMatchObject({ status: 'failed' });
    expect(js!.retakeAt! - Date.now()).toBeGreaterThan(10 * 24 * 3_600_000);
    const card = await rawDoc(server, `talentCards/${talent.uid}`);
    expect(card!.skills).toContainEqual({ skill: 'React', verified: true });
    expect(card!.verifiedSkills).toMatchObject({ react: { skill: 'React', assessmentId: 'react-fundamentals' } });
  });

  it('leaves statistics and item analysis with real numbers, including a possibly leaked question', async () => {
    (await demoAdmin(server)).use();
    const react = await getAssessment('react-fundamentals');
    expect(react.stats.attempts).toBe(81);
    expect(react.stats.averageScore).toBeGreaterThan(20);
    expect(react.stats.passed).toBeGreaterThan(0);
    const bank = await allQuestions('react-fundamentals');
    const leaked = bank.find((q) => q.id === 'react-fundamentals-q18')!;
    expect(analyseItem(leaked.item).flags).toContain('possibly leaked');
    const flagged = bank.filter((q) => analyseItem(q.item).flags.includes('possibly leaked'));
    expect(flagged.map((q) => q.id)).toEqual(['react-fundamentals-q18']);
    expect(bank.some((q) => (analyseItem(q.item).discrimination ?? 0) > 0.2)).toBe(true);
  });
});
