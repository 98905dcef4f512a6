import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useOwnRating, useRateApplicant } from '@/components/applications/pipeline/use-applicant-notes';
import type { RatingValue } from '@/services/schemas/applicant-notes';
import { RATING_VALUES } from '@/services/schemas/applicant-notes-constants';
import type { Application } from '@/services/schemas/application';
import { RATING_LABELS } from './rating-format';
import styles from './applicant-notes.module.css';

/**
 * The member's own 1-4 rating of the applicant: native radio buttons in a labelled group, so arrow keys move between
 * them and a screen reader names the group and each choice. Choosing one saves it.
 *
 * The choice is held in the component from the click itself: the query library tells React of a pending save only
 * on a later task, and a controlled radio would meanwhile snap back to the saved value (a click seemingly undone).
 */
export function RatingField({ app, authorId }: { app: Application; authorId: string }) {
  const name = useId();
  const own = useOwnRating(app, authorId);
  const rate = useRateApplicant(app, authorId);
  const [chosen, setChosen] = useState<RatingValue | null>(null);
  const shown = chosen ?? own.data;
  // Settled either way, the saved value speaks again: the new one (written to the cache on success) or the old one.
  const choose = (value: RatingValue) => {
    setChosen(value);
    rate.mutate(value, { onSettled: () => setChosen(null) });
  };
  if (own.isError) return <Alert tone="error">Your rating could not be loaded. {own.error.message}</Alert>;
  return (
    <>
      <fieldset className={styles.rating} disabled={own.isPending} aria-busy={rate.isPending || undefined}>
        <legend className={styles.legend}>Your rating</legend>
        {RATING_VALUES.map((value: RatingValue) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name={name} value={value} checked={shown === value} onChange={() => choose(value)} />
            {value} – {RATING_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {rate.isError ? <Alert tone="error">The rating was not saved. {rate.error.message}</Alert> : null}
    </>
  );
}
