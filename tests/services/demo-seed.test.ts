import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAdmin } from '@/services/account/admins';
import { getCompanyAccount } from '@/services/companies/company-accounts';
import { getCompany, listCompanies } from '@/services/companies/companies';
import { getTalent, listTalents, listTalentsWithSkill } from '@/services/talents/talents';
import { listTalentCardsPage } from '@/services/talents/talent-cards';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { demoAdmin, signInActor, startServer, stopServer, type LocalServer } from './service-env';

// The vitest projects do not inherit the root timeouts; an engine start on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;

beforeAll(async () => {
  server = await startServer(true);
});
afterAll(async () => {
  await stopServer(server);
});

describe('demo data in the local backend', () => {
  it('lets each demo account sign in and read its own profile through the services', async () => {
    const admin = (await demoAdmin(server)).use();
    expect(await getAdmin(admin.uid)).toMatchObject({ id: admin.uid, email: 'admin@demo.test' });

    const company = (await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).use();
    expect(await getCompany(company.uid)).toMatchObject({
      id: company.uid,
      new: false,
      size: '51 - 200',
      verification: 'verified',
    });
    expect(await getCompanyAccount(company.uid)).toMatchObject({ email: 'company@demo.test', emailVerified: true });

    const talent = await signInActor(server, DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    expect(talent.backend.auth.currentUser()?.emailVerified).toBe(true);
    talent.use();
    expect(await getTalent(talent.uid)).toMatchObject({ id: talent.uid, email: 'talent@demo.test', new: false });
  });

  it('holds 4 companies and 20 talents, newest first, searchable by skill', async () => {
    // Only administrators list students, signed in with their authenticator app.
    (await demoAdmin(server)).use();
    expect(await listCompanies()).toHaveLength(4);
    const talents = await listTalents();
    expect(talents).toHaveLength(20);
    expect(talents[0].timestamp).toBeGreaterThan(talents[19].timestamp ?? Infinity);
    const react = await listTalentsWithSkill('React');
    expect(react.map((s) => s.email).sort()).toEqual(['hannah.kim@demo.test', 'talent@demo.test']);
  });

  it('gives every talent its public card, which the demo company can search by category and skill', async () => {
    (await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).use();
    const page = await listTalentCardsPage({ filters: { skill: 'React' } });
    // The verified React skill comes first.
    expect(page.items.map((c) => c.name)).toEqual(['Amara Okafor', 'Hannah Kim']);
    const amara = page.items[0];
    expect(amara.skills).toContainEqual({ skill: 'React', verified: true });
    expect(amara.profile).not.toHaveProperty('phone');
    expect((await listTalentCardsPage({ filters: { role: 'Web Developer' } })).items.length).toBeGreaterThan(0);
  });
});
