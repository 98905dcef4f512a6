import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { useStudent } from '@/hooks/use-talent-profile';
import { talentCompleteness } from '@/services/format/talent-profile';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { CompletenessMeter } from './completeness-meter';
import styles from './profile.module.css';
import { TalentFiles } from './talent-files';
import { TalentProfileForm } from './talent-profile-form';

export function TalentProfileScreen() {
  const talent = useAppSelector(selectTalent);
  const query = useStudent(talent?.id ?? '');
  const student = query.data;
  return (
    <>
      <ScreenHeader title="Your profile" documentTitle="Profile" lead="What companies see when they consider you." />
      {query.isError ? (
        <LoadError text="Your profile could not be loaded." onRetry={() => void query.refetch()} />
      ) : !student ? (
        <p role="status" className={styles.muted}>
          Loading your profile…
        </p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <CompletenessMeter {...talentCompleteness(student)} />
            <section className={styles.card} aria-label="Files">
              <TalentFiles student={student} />
            </section>
          </div>
          <section className={styles.card} aria-label="Details">
            <TalentProfileForm key={student.id} student={student} />
          </section>
        </div>
      )}
    </>
  );
}
