import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './upload-control.module.css';
import { formatPercent } from '@/services/format/percent';

type UploadControlState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; fileName: string }
  | { status: 'error'; message: string; retryable?: boolean }
  | { status: 'done'; fileName: string };

export interface UploadControlProps {
  label: string;
  /** The file input's `accept`, e.g. "image/jpeg,image/png". */
  accept: string;
  hint: string;
  state: UploadControlState;
  onSelect: (file: File) => void;
  onCancel: () => void;
  /** Sends the failed file again; offered when the error says a retry may help. */
  onRetry?: () => void;
  /** The current file (an image or a link), shown beside the control. */
  preview?: ReactNode;
  buttonLabel?: string;
}

/** Choose a file, watch its progress (percentage, aria-valuenow), cancel it, read why it failed. */
export function UploadControl({
  label,
  accept,
  hint,
  state,
  onSelect,
  onCancel,
  onRetry,
  preview,
  buttonLabel = 'Choose file',
}: UploadControlProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.status === 'uploading';
  return (
    <div className={styles.upload} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <div className={styles.row}>
        {preview ? <div className={styles.preview}>{preview}</div> : null}
        <div className={styles.body}>
          <label className={styles.visuallyHidden} htmlFor={id}>
            {label} file
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className={styles.visuallyHidden}
            disabled={uploading}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onSelect(file);
            }}
          />
          <div className={styles.actions}>
            <Button variant="secondary" size="small" disabled={uploading} onClick={() => input.current?.click()}>
              {buttonLabel}
            </Button>
            {uploading ? (
              <Button variant="ghost" size="small" onClick={onCancel}>
                Cancel upload
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
          {uploading ? (
            <div className={styles.progressRow}>
              <div
                role="progressbar"
                aria-label={`Uploading ${state.fileName}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className={styles.track}
              >
                <div className={styles.bar} style={{ width: `${state.percent}%` }} />
              </div>
              <span className={styles.percent}>{formatPercent(state.percent)}</span>
            </div>
          ) : null}
          {state.status === 'error' ? (
            <div className={styles.errorRow}>
              <p role="alert" className={styles.error}>
                {state.message}
              </p>
              {state.retryable && onRetry ? (
                <Button variant="secondary" size="small" onClick={onRetry}>
                  Retry upload
                </Button>
              ) : null}
            </div>
          ) : null}
          {state.status === 'done' ? (
            <p role="status" className={styles.done}>
              Uploaded {state.fileName}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
