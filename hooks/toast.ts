/**
 * Toasts (SPEC: top-right, 4 s, at most 3), raised from screens, layouts and mutation hooks. The toast library is
 * not part of any page's first load: toasts wait here until the toast host (components/ui/toast-host.tsx), which
 * downloads it on the first toast, connects and shows them.
 */
type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastMessage {
  kind: ToastKind;
  message: string;
}

let sink: ((toast: ToastMessage) => void) | null = null;
const waiting: ToastMessage[] = [];
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  if (sink) return sink({ kind, message });
  waiting.push({ kind, message });
  listeners.forEach((listener) => listener());
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};

/** Called whenever a toast waits for the host: the host then loads and connects. Returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting.length > 0) listener();
  return () => listeners.delete(listener);
}

/** The host shows every toast from now on, the waiting ones first. Returns the disconnect. */
export function connectToasts(show: (toast: ToastMessage) => void): () => void {
  sink = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (sink === show) sink = null;
  };
}
