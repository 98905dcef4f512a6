/**
 * Work history and education on the local engine with the access policy enforced: saved through updateTalent,
 * read back on the profile and the card, found by discovery's keyword search and the back office's name search
 * (the same scenario on the Firebase adapter: tests/backend/career-firebase.test.ts); refused when out of bounds,
 * with nothing written; a profile saved before entries existed reads without them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/services/errors';
import { getTalent, updateTalent } from '@/services/talents/talents';
import { signUpCompany, signUpTalent } from './job-fixtures';
import { careerEntries, runCareerScenario } from './career-scenario';
import { rawDoc, signUpAdmin, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await signUpAdmin(server);
});
afterAll(async () => {
  await stopServer(server);
});

describe('work history and education (local engine)', () => {
  it('are saved, shown on the card and found by discovery and the back office', async () => {
    const talent = await signUpTalent(server, 'Ada Career');
    const company = await signUpCompany(server, 'Finder Co');
    await runCareerScenario({
      talentId: talent.uid,
      unique: 'local',
      asTalent: talent.use,
      asCompany: company.use,
      asAdmin: admin.use,
    });
  });

  it('store the search words beside the name terms, the name first', async () => {
    const talent = await signUpTalent(server, 'Zoë Words');
    await updateTalent(talent.uid, careerEntries('words'));
    const stored = await rawDoc(server, `students/${talent.uid}`);
    expect(stored?.careerTerms).toEqual([
      'acmewords',
      'ltd',
      'product',
      'designer',
      'globex',
      'intern',
      'universite',
      'de',
      'porto',
      'ba',
      'design',
    ]);
    expect((stored?.nameTerms as string[]).slice(0, 3)).toEqual(['z', 'zo', 'zoe']);
    expect(stored?.nameTerms).toEqual(expect.arrayContaining(['acmewords', 'globex', 'porto']));
    const card = await rawDoc(server, `talentCards/${talent.uid}`);
    expect(card?.careerTerms).toEqual(stored?.careerTerms);
    expect(card).not.toHaveProperty('nameTerms');
  });

  it('refuse an entry that ends before it starts, naming the field, and write nothing', async () => {
    const talent = await signUpTalent(server, 'Early Ender');
    const bad = { organisation: 'Acme', title: 'Designer', start: '2024-05', end: '2023-01', description: '' };
    const error = await updateTalent(talent.uid, { workHistory: [bad] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toContainEqual({
      field: 'workHistory.0.end',
      message: 'The end month cannot be before the start month',
    });
    expect(await rawDoc(server, `students/${talent.uid}`)).not.toHaveProperty('workHistory');
  });

  it('refuse more entries than the bound', async () => {
    const talent = await signUpTalent(server, 'Busy Bee');
    const entry = { organisation: 'Acme', degree: 'BSc', start: '2020-01', end: '2021-01', description: '' };
    await expect(updateTalent(talent.uid, { education: Array.from({ length: 6 }, () => entry) })).rejects.toThrow(
      ValidationError,
    );
  });

  it('a profile saved before entries existed reads without them and saves other fields as before', async () => {
    const talent = await signUpTalent(server, 'Old Timer');
    await updateTalent(talent.uid, { availability: false });
    const stored = await getTalent(talent.uid);
    expect(stored).not.toHaveProperty('workHistory');
    expect(stored).not.toHaveProperty('education');
    expect(await rawDoc(server, `students/${talent.uid}`)).not.toHaveProperty('careerTerms');
  });
});
