/**
 * The demo accounts the local backend seeds on first start (local mode only; never created in Firebase).
 * Browser code cannot import server/seed, so the sign-in pages read them from here.
 */
import type { Role } from './routes';

const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS: Record<Role, { email: string; password: string }> = {
  talent: { email: 'talent@demo.test', password: DEMO_PASSWORD },
  company: { email: 'company@demo.test', password: DEMO_PASSWORD },
  admin: { email: 'admin@demo.test', password: DEMO_PASSWORD },
};
