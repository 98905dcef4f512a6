import { useEffect, useState } from 'react';
import { backendMode } from '@/services/backend/backend';
import { localDemoAvailable } from '@/services/backend/local/local-demo';

/**
 * Whether to offer the demo accounts. In local mode they are offered from the first paint (the page is prerendered
 * with them, so the sign-in card does not grow under the reader's eyes and is not the page's late largest paint)
 * and withdrawn if the server answers that its data folder holds no demo (a production start without the seed).
 */
export function useLocalDemo(): boolean {
  const [available, setAvailable] = useState(() => backendMode() === 'local');
  useEffect(() => {
    if (backendMode() !== 'local') return;
    let live = true;
    void localDemoAvailable().then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}
