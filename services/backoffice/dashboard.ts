/**
 * The back-office dashboard's figures and chart series, computed on the server by the trusted
 * operation `admin-dashboard` with count queries (about 90 of them: one per week and series), so the browser loads
 * no collection and the numbers of a chart and of its table are the same by construction.
 */
import { getBackend } from '../backend/backend';
import type { DashboardData } from '../schemas/dashboard';


const ADMIN_DASHBOARD_OPERATION = 'admin-dashboard';
export const DASHBOARD_WEEKS = 12;

export async function getDashboard(): Promise<DashboardData> {
  const backend = await getBackend();
  return backend.callTrusted(ADMIN_DASHBOARD_OPERATION, {});
}
