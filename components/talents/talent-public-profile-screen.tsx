import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES, messagesWith } from '@/constants/routes';
import { useTalentCard, useTalentContact } from '@/hooks/use-talent-cards';
import { useAppSelector } from '@/store/hooks';
import { selectCompany } from '@/store/companies-slice';
import type { ReachGate } from './discovery-screen';
import { ContactHidden, TalentProfileView } from './talent-profile-view';
import styles from './discovery.module.css';

/** A company the back office has not verified reads why, instead of a refused profile. */
export function TalentPublicProfileScreen({ ReachGate }: { ReachGate: ReachGate }) {
  return (
    <>
      <PageTitle title="Talent profile" />
      <ReachGate what="talent profiles and CVs">
        <TalentPublicProfile />
      </ReachGate>
    </>
  );
}

/**
 * A talent's public profile as a company sees it (read-only, from the card). The contact shows only when the
 * talent applied to one of this company's jobs: the application carries it.
 */
function TalentPublicProfile() {
  const router = useRouter();
  const talentId = typeof router.query.talentId === 'string' ? router.query.talentId : '';
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const card = useTalentCard(talentId);

  if (!router.isReady || card.isPending) return <p role="status">Loading profile…</p>;
  if (card.isError) {
    const missing = (card.error as { code?: string }).code === 'not-found';
    return (
      <>
        <PageTitle title="Talent profile" />
        <Alert tone="error">
          {missing
            ? 'This talent profile does not exist (any more).'
            : `The profile could not be loaded. ${card.error.message}`}{' '}
          {missing ? null : (
            <Button size="small" onClick={() => void card.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
        <p>
          <ButtonLink variant="secondary" href={COMPANY_ROUTES.assessments}>
            Back to talents
          </ButtonLink>
        </p>
      </>
    );
  }
  // Back keeps the discovery filters (they are in the previous URL); a profile opened on its own goes to the list.
  const onBack = () => (window.history.length > 1 ? router.back() : void router.push(COMPANY_ROUTES.assessments));
  const talent = card.data;
  return (
    <>
      <PageTitle title={talent.name} />
      <TalentProfileView
        card={talent}
        top={
          <p style={{ marginTop: 0 }}>
            <Button variant="ghost" size="small" onClick={onBack}>
              ← Back to talents
            </Button>
          </p>
        }
        contact={
          <Contact companyId={companyId} talentId={talent.id} name={talent.name} openToOffers={talent.availability} />
        }
      />
    </>
  );
}

/** The contact when the talent applied to one of this company's jobs (the application carries it). */
function Contact({
  companyId,
  talentId,
  name,
  openToOffers,
}: {
  companyId: string;
  talentId: string;
  name: string;
  openToOffers: boolean;
}) {
  const contact = useTalentContact(companyId, talentId);
  return (
    <>
      {contact.isPending ? (
        <p role="status" style={{ margin: 0 }}>
          Checking for applications…
        </p>
      ) : contact.isError ? (
        <Alert tone="error">The contact details could not be loaded. {contact.error.message}</Alert>
      ) : contact.data?.talentEmail ? (
        <dl className={styles.details}>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.data.talentEmail}`}>{contact.data.talentEmail}</a>
          </dd>
          {contact.data.talentPhone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${contact.data.talentPhone.replace(/[^+\d]/g, '')}`}>{contact.data.talentPhone}</a>
              </dd>
            </>
          ) : null}
          <dt>Applied to</dt>
          <dd>{contact.data.jobTitle}</dd>
        </dl>
      ) : (
        <ContactHidden name={name} />
      )}
      {contact.data?.talentEmail ? (
        <p>
          <ButtonLink
            size="small"
            href={messagesWith(COMPANY_ROUTES.messages, talentId, { jobId: contact.data.jobId, name })}
          >
            Message {name}
          </ButtonLink>
        </p>
      ) : !contact.isPending && openToOffers ? (
        <p>
          <ButtonLink size="small" variant="secondary" href={messagesWith(COMPANY_ROUTES.messages, talentId, { name })}>
            Send {name} a message request
          </ButtonLink>{' '}
          <span className={styles.muted}>They accept before you can write again (20 requests a week).</span>
        </p>
      ) : null}
    </>
  );
}
