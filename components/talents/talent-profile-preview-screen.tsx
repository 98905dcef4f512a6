import { ContactHidden, TalentProfileView } from '@/components/talents/talent-profile-view';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { TALENT_ROUTES } from '@/constants/routes';
import { useTalentCard } from '@/hooks/use-talent-cards';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import styles from '@/components/ui/profile.module.css';

/**
 * "View as a company sees it": the company's own profile view, rendered from the talent's public card (the very
 * document companies read), so the preview can show nothing a company cannot see. The contact reads as it does for
 * a company the talent has not applied to.
 */
export function TalentProfilePreviewScreen() {
  const signedIn = useAppSelector(selectTalent);
  const card = useTalentCard(signedIn?.id ?? '');
  const note = (
    <Alert tone="info">
      <strong>Preview.</strong> This is your profile exactly as a verified company sees it. Your email and phone stay
      hidden until you apply to one of its jobs or accept its message request.{' '}
      <ButtonLink size="small" variant="secondary" href={TALENT_ROUTES.profile}>
        Back to edit your profile
      </ButtonLink>
    </Alert>
  );
  return (
    <>
      <PageTitle title="Profile preview" />
      {card.isError ? (
        <>
          <h1>Profile preview</h1>
          <LoadError
            text="Your profile preview could not be loaded."
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        </>
      ) : !card.data ? (
        <p role="status" className={styles.muted}>
          Loading your profile preview…
        </p>
      ) : (
        <TalentProfileView
          card={card.data}
          top={<div className={styles.previewNote}>{note}</div>}
          contact={<ContactHidden name={card.data.name} />}
        />
      )}
    </>
  );
}
