import { useEffect, useState } from 'react';
import { backendMode } from '@/services/backend/backend';
import { localDemoAvailable } from '@/services/backend/local/local-demo';

/** Whether to offer the demo accounts: only once the local backend said its data folder holds them. */
export function useLocalDemo(): boolean {
  const [available, setAvailable] = useState(false);
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
