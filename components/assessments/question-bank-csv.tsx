import { useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/toast';
import { useImportQuestions, useQuestionsCsv } from '@/components/assessments/use-assessment-admin';
import type { CsvLineError } from '@/services/format/assessment-csv';
import type { QuestionInput } from '@/services/schemas/assessment';
import { downloadText } from '@/components/ui/download-text';
import styles from './assessments.module.css';

/** Import a CSV file into the bank (all rows valid, or nothing and the bad lines), and export the bank. */
export function QuestionBankCsv({ assessmentId, onAdd }: { assessmentId: string; onAdd: () => void }) {
  const [csvErrors, setCsvErrors] = useState<CsvLineError[] | null>(null);
  const [pendingImport, setPendingImport] = useState<QuestionInput[] | null>(null);
  const importing = useImportQuestions(assessmentId);
  const exporting = useQuestionsCsv(assessmentId);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The CSV reader (papaparse) loads with the first file, not with the assessment page.
    const { parseQuestionsCsv } = await import('@/services/format/assessment-csv');
    const result = parseQuestionsCsv(await file.text());
    if (result.ok) {
      setCsvErrors(null);
      setPendingImport(result.questions);
    } else setCsvErrors(result.errors);
  };

  const exportCsv = () =>
    exporting.mutate(undefined, {
      onSuccess: (csv) => downloadText(csv, `${assessmentId}-questions.csv`, 'text/csv'),
      onError: (e) => toast.error(`Export failed: ${e.message}`),
    });

  const confirmImport = (list: QuestionInput[]) => {
    setPendingImport(null);
    importing.mutate(list, {
      onSuccess: () => toast.success(`Imported ${list.length} questions`),
      onError: (e) => toast.error(e.message),
    });
  };

  return (
    <>
      <div className={styles.row}>
        <Button onClick={onAdd}>Add a question</Button>
        <label className={styles.filePicker}>
          <span>Import CSV</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            aria-label="Import questions from a CSV file"
          />
        </label>
        <Button variant="secondary" disabled={exporting.isPending} onClick={exportCsv}>
          Export CSV
        </Button>
      </div>
      <p className={styles.muted}>
        CSV columns: question, option 1 … option 6, correct (option numbers, several separated by ;), explanation,
        status (active or retired). Fields with commas, quotes or line breaks go in double quotes.
      </p>
      {csvErrors ? (
        <Alert tone="error">
          Nothing was imported. Fix these lines and import the file again:
          <ul className={styles.errors} data-testid="csv-errors">
            {csvErrors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {pendingImport ? (
        <Dialog
          title={`Import ${pendingImport.length} questions?`}
          onClose={() => setPendingImport(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPendingImport(null)}>
                Cancel
              </Button>
              <Button disabled={importing.isPending} onClick={() => confirmImport(pendingImport)}>
                Import
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>
            Every row is valid. They are added to the bank ({pendingImport.filter((q) => q.status === 'active').length}{' '}
            active).
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
