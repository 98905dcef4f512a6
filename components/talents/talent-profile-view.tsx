import type { ReactNode } from 'react';
import { talentFiles } from '@/services/format/talent-profile';
import type { TalentCard } from '@/services/schemas/talent-card';
import { CareerHistory } from '@/components/ui/career-history';
import { SkillList } from '@/components/ui/skill-list';
import { TalentAvatar } from '@/components/ui/talent-avatar';
import styles from './discovery.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a company reads in place of the contact until the talent applies to one of its jobs or accepts its request. */
export function ContactHidden({ name }: { name: string }) {
  return (
    <p style={{ margin: 0 }} className={styles.muted}>
      Contact details are shared when {name} applies to one of your jobs or accepts your message request.
    </p>
  );
}

/**
 * A talent's public profile as a company sees it: read-only, from the card (`talentCards/{uid}`), which holds only
 * what companies may read. The talent's own preview renders this same view from the same card. `top` goes above the
 * name (the company's Back button, the talent's preview note); `contact` is the Contact section's content.
 */
export function TalentProfileView({ card, top, contact }: { card: TalentCard; top?: ReactNode; contact: ReactNode }) {
  const p = card.profile ?? {};
  const files = talentFiles(card);
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
      {top}
      <div className={styles.profileHead}>
        <TalentAvatar name={card.name} url={files.avatarUrl} size={96} />
        <div>
          <h1>{card.name}</h1>
          {text(p.headline) ? <p className={styles.meta}>{text(p.headline)}</p> : null}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        {contact}
      </section>
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
      <CareerHistory
        workHistory={card.workHistory}
        education={card.education}
        name={card.name}
        sectionClassName={styles.section}
      />
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
