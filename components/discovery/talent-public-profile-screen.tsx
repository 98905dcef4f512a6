import { useRouter } from 'next/router';
import { CompanyReachGate } from '@/components/dashboard/company-access';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES, messagesWith } from '@/constants/routes';
import { useTalentCard, useTalentContact } from '@/hooks/use-talent-cards';
import type { TalentCard } from '@/services/schemas/talent-card';
import { studentFiles } from '@/services/format/talent-profile';
import { useAppSelector } from '@/store/hooks';
import { selectCompany } from '@/store/companies-slice';
import { SkillList } from './skill-list';
import { TalentAvatar } from './talent-avatar';
import styles from './discovery.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A company the back office has not verified reads why, instead of a refused profile. */
export function TalentPublicProfileScreen() {
  return (
    <>
      <PageTitle title="Talent profile" />
      <CompanyReachGate what="talent profiles and CVs">
        <TalentPublicProfile />
      </CompanyReachGate>
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
          {missing ? 'This talent profile does not exist (any more).' : `The profile could not be loaded. ${card.error.message}`}{' '}
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
  return <TalentProfileView card={card.data} companyId={companyId} onBack={onBack} />;
}

function TalentProfileView({ card, companyId, onBack }: { card: TalentCard; companyId: string; onBack: () => void }) {
  const p = card.profile ?? {};
  const files = studentFiles(card);
  const links = [
    ['Portfolio', text(p.portfolioUrl)],
    ['LinkedIn', text(p.linkedinUrl)],
    ['GitHub', text(p.githubUrl)],
  ].filter(([, url]) => url);
  const details = [
    ['Category', card.role],
    ['Open to offers', card.availability ? 'Yes' : 'No'],
    ['Location', text(p.location)],
    ['Education', text(p.educationStatus)],
    ['School', text(p.school)],
    ['Degree', text(p.degree)],
    ['Experience', text(p.experience)],
  ].filter(([, value]) => value);
  return (
    <>
      <PageTitle title={card.name} />
      <p style={{ marginTop: 0 }}>
        <Button variant="ghost" size="small" onClick={onBack}>
          ← Back to talents
        </Button>
      </p>
      <div className={styles.profileHead}>
        <TalentAvatar name={card.name} url={files.avatarUrl} size={96} />
        <div>
          <h1>{card.name}</h1>
          {text(p.headline) ? <p className={styles.meta}>{text(p.headline)}</p> : null}
        </div>
      </div>
      <ContactSection companyId={companyId} talentId={card.id} name={card.name} openToOffers={card.availability} />
      {text(p.bio) ? (
        <section className={styles.section} aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{text(p.bio)}</p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="skills-title">
        <h2 id="skills-title">Skills</h2>
        <SkillList skills={card.skills} verifiedSkills={card.verifiedSkills} label={`Skills of ${card.name}`} />
      </section>
      <section className={styles.section} aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {links.map(([label, url]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <a href={url} target="_blank" rel="noreferrer noopener">
                  {url}
                </a>
              </dd>
            </div>
          ))}
          <dt>CV</dt>
          <dd>
            {files.cvUrl ? (
              <a href={files.cvUrl} target="_blank" rel="noreferrer">
                Open CV{files.cvName ? ` (${files.cvName})` : ''}
              </a>
            ) : (
              'No CV uploaded yet.'
            )}
          </dd>
        </dl>
      </section>
    </>
  );
}

function ContactSection({ companyId, talentId, name, openToOffers }: { companyId: string; talentId: string; name: string; openToOffers: boolean }) {
  const contact = useTalentContact(companyId, talentId);
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title">Contact</h2>
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
        <p style={{ margin: 0 }} className={styles.muted}>
          Contact details are shared when {name} applies to one of your jobs or accepts your message request.
        </p>
      )}
      {contact.data?.talentEmail ? (
        <p>
          <ButtonLink size="small" href={messagesWith(COMPANY_ROUTES.messages, talentId, { jobId: contact.data.jobId, name })}>
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
    </section>
  );
}
