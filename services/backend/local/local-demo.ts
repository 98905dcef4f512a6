/**
 * Whether the local backend's data folder holds the demo accounts (seeded under `npm run dev`, in the test runs and
 * with LOCAL_SEED=true; never on a production start). False on any failure, so the sign-in pages never offer an
 * account that does not exist.
 */
export async function localDemoAvailable(baseUrl = ''): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/local/demo`, { cache: 'no-store' });
    if (!res.ok) return false;
    return ((await res.json()) as { demo?: unknown }).demo === true;
  } catch {
    return false;
  }
}
