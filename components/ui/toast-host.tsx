import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onToastWaiting } from '@/hooks/toast';

const ToastContainer = dynamic(() => import('./toast-container').then((m) => m.ToastContainer), { ssr: false });

/** Mounts the toast container, downloading it, the first time a toast is raised. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  return wanted ? <ToastContainer /> : null;
}
