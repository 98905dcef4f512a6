import { useEffect } from 'react';
import { ToastContainer as Toastify, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_SETTINGS } from '@/constants/settings';
import { connectToasts } from '@/hooks/toast';

/** react-toastify's container with SPEC section 9's settings, showing the app's toasts; loaded by ToastHost. */
export function ToastContainer() {
  useEffect(() => connectToasts(({ kind, message }) => toast[kind](message)), []);
  return <Toastify position={TOAST_SETTINGS.position} autoClose={TOAST_SETTINGS.autoCloseMs} limit={TOAST_SETTINGS.limit} />;
}
