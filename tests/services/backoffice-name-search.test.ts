/**
 * The back office's search by name on the local engine: by any word of a name or its start, whatever the case and
 * accents, for talents and companies; a renamed account is found under its new name; the one-time upgrade gives
 * accounts stored before their name terms. The same on the Firebase adapter: tests/backend/name-search-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS } from '@/server/migrations/list';
import { listAdminCompanies } from '@/services/backoffice/companies';
import { listAdminTalents } from '@/services/backoffice/talents';
import { updateCompany } from '@/services/companies/companies';
import { updateTalent } from '@/services/talents/talents';
import { signUpCompany, signUpTalent } from './job-fixtures';
import {
  makeAdmin,
  putDoc,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Root');
});
afterAll(async () => {
  await stopServer(server);
});

const talentNames = async (q: string) => (await listAdminTalents({ q })).items.map((t) => t.name);
const companyNames = async (q: string) => (await listAdminCompanies({ q })).items.map((c) => c.name);

describe('the back office finds talents and companies by name', () => {
  it('by any word or its start, in any case and without accents', async () => {
    await signUpTalent(server, 'Ada Lovelace');
    await signUpTalent(server, 'Zoë Ångström');
    await signUpTalent(server, 'Adam Smith');
    admin.use();
    expect(await talentNames('ada')).toEqual(['Adam Smith', 'Ada Lovelace']);
    expect(await talentNames('lovelace')).toEqual(['Ada Lovelace']);
    expect(await talentNames('LOVE')).toEqual(['Ada Lovelace']);
    expect(await talentNames('ada love')).toEqual(['Ada Lovelace']);
    expect(await talentNames('lovelace ada')).toEqual(['Ada Lovelace']);
    expect(await talentNames('zoe angstrom')).toEqual(['Zoë Ångström']);
    expect(await talentNames('Ångström')).toEqual(['Zoë Ångström']);
    expect(await talentNames('ada smith lovelace')).toEqual([]);
  });

  it('companies too, and a renamed account under its new name only', async () => {
    const company = await signUpCompany(server, 'Brightpath Labs');
    await signUpCompany(server, 'Société Générale');
    const talent = await signUpTalent(server, 'Grace Hopper');
    admin.use();
    expect(await companyNames('labs')).toEqual(['Brightpath Labs']);
    expect(await companyNames('societe gen')).toEqual(['Société Générale']);

    company.use();
    await updateCompany(company.uid, { name: 'Northwind Traders' });
    talent.use();
    await updateTalent(talent.uid, { name: 'Grace Brewster Murray' });
    admin.use();
    expect(await companyNames('northwind')).toEqual(['Northwind Traders']);
    expect(await companyNames('brightpath')).toEqual([]);
    expect(await talentNames('brewster')).toEqual(['Grace Brewster Murray']);
    expect(await talentNames('hopper')).toEqual([]);
  });

  it('the one-time upgrade gives talents and companies stored before their name terms', async () => {
    await putDoc(server, 'students/old-talent', {
      id: 'old-talent',
      email: 'old@x.test',
      name: 'Émile Durkheim',
      availability: true,
      timestamp: new Date(),
      new: false,
      role: 'Copywriter',
      skills: [],
    });
    await putDoc(server, 'companies/old-co', {
      id: 'old-co',
      name: 'Vieille Maison',
      timestamp: new Date(),
      new: false,
      verification: 'verified',
    });
    admin.use();
    expect(await talentNames('emile')).toEqual([]);
    const upgrade = MIGRATIONS.find((u) => u.key === 'nameTermsWritten')!;
    expect(await upgrade.run(server.engine.serverDocuments)).toBe(2);
    expect(await talentNames('emile')).toEqual(['Émile Durkheim']);
    expect(await companyNames('maison')).toEqual(['Vieille Maison']);
    expect((await rawDoc(server, 'students/old-talent'))?.nameTerms).toContain('durkheim');
    expect(await upgrade.run(server.engine.serverDocuments)).toBe(0);
  });
});
