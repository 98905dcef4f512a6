import { useEffect } from 'react';
import { ToastContainer as Toastify, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_SETTINGS } from '@/constants/settings';
import { connectToasts } from '@/hooks/toast';

/**
 * Top-right as SPEC section 2 says, but below the signed-in top bar (on phones too, where the library would pin it
 * to the very top): a toast must not cover the notification bell or the account link while it is shown.
 */
const BELOW_TOP_BAR = { top: 'calc(var(--topbar-height) + var(--space-2))' } as const;

/** react-toastify's container with SPEC section 9's settings, showing the app's toasts; loaded by ToastHost. */
export function ToastContainer() {
  useEffect(() => connectToasts(({ kind, message }) => toast[kind](message)), []);
  return (
    <Toastify
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.autoCloseMs}
      limit={TOAST_SETTINGS.limit}
      style={BELOW_TOP_BAR}
    />
  );
}
