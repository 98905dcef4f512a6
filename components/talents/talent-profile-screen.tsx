import dynamic from 'next/dynamic';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { TALENT_ROUTES } from '@/constants/routes';
import { useTalentProfile } from '@/components/talents/use-talent-profile';
import { talentCompleteness } from '@/services/format/talent-profile';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { CompletenessMeter } from './completeness-meter';
import styles from '@/components/ui/profile.module.css';

// The photo and CV controls (uploads, image optimisation) load beside the form rather than with the page: the
// profile is the heaviest talent screen and this keeps its first load under 220 KB.
const TalentFiles = dynamic(() => import('./talent-files').then((m) => m.TalentFiles), {
  loading: () => (
    <p role="status" className={styles.muted}>
      Loading your files…
    </p>
  ),
});

// The form too (its schema with the work history and education lists, and their list editor), for the same reason.
const TalentProfileForm = dynamic(() => import('./talent-profile-form').then((m) => m.TalentProfileForm), {
  loading: () => (
    <p role="status" className={styles.muted}>
      Loading your profile form…
    </p>
  ),
});

export function TalentProfileScreen() {
  const signedIn = useAppSelector(selectTalent);
  const query = useTalentProfile(signedIn?.id ?? '');
  const talent = query.data;
  return (
    <>
      <ScreenHeader title="Your profile" documentTitle="Profile" lead="What companies see when they consider you." />
      <p className={styles.headerActions}>
        <ButtonLink variant="secondary" href={TALENT_ROUTES.profilePreview}>
          View as a company sees it
        </ButtonLink>
      </p>
      {query.isError ? (
        <LoadError text="Your profile could not be loaded." onRetry={() => void query.refetch()} />
      ) : !talent ? (
        <p role="status" className={styles.muted}>
          Loading your profile…
        </p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <CompletenessMeter {...talentCompleteness(talent)} />
            <section className={styles.card} aria-label="Files">
              <TalentFiles talent={talent} />
            </section>
          </div>
          <section className={styles.card} aria-label="Details">
            <TalentProfileForm key={talent.id} talent={talent} />
          </section>
        </div>
      )}
    </>
  );
}
