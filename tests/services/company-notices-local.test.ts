/** What a company's team hears about its account, on the local engine in process (tests/helpers/company-notices-cases.ts). */
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedBackend, localTrustedServices } from '@/server/app/local-trusted-services';
import { companyNoticesCases } from '../helpers/company-notices-cases';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const PASSWORD = 'password-123';
let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

const signIn = (email: string) =>
  engine.auth.handle('signIn', { email, password: PASSWORD }, null) as Promise<{ idToken: string }>;

describe('company notices (local engine, in process)', () => {
  companyNoticesCases(() => ({
    services: () => localTrustedServices(engine),
    email: (local) => `${local}@notices.test`.toLowerCase(),
    signUp: async (email) => (await engine.auth.createUser({ email, password: PASSWORD })).uid,
    async changeEmail(email, next) {
      const { idToken } = await signIn(email);
      await engine.auth.handle('verifyBeforeUpdateEmail', { newEmail: next }, idToken);
      const mail = (await engine.auth.listMail()).findLast(
        (m) => m.to === next && m.link.includes('mode=verifyAndChangeEmail'),
      );
      await engine.auth.handle(
        'applyActionCode',
        { oobCode: new URL(mail!.link, 'http://x.test').searchParams.get('oobCode') },
        null,
      );
    },
    signsIn: (email) =>
      signIn(email).then(
        () => true,
        () => false,
      ),
    session: async (email) => (await signIn(email)).idToken,
    accepted: async (token) => (await localTrustedBackend(engine).verifyToken(token)) !== null,
  }));
});
