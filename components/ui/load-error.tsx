import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: what could not be loaded, the reason when it helps, and a way to try again. */
export function LoadError({ text, error, onRetry }: { text: string; error?: Error | null; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {text} {error?.message ? `${error.message} ` : ''}
      <Button variant="secondary" size="small" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
