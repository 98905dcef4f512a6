import dynamic from 'next/dynamic';
import { SkillList } from '@/components/ui/skill-list';
import { Button } from '@/components/ui/button';
import type { AdminTalent } from '@/services/backoffice/talents';
import styles from './backoffice.module.css';
import { formatDay } from '@/services/format/dates';

// Loaded with the talent's details: the talents screens are within a few hundred bytes of the 220 KB budget.
const CareerHistory = dynamic(() => import('@/components/ui/career-history').then((m) => m.CareerHistory));

const PROFILE_FACTS: [key: string, label: string][] = [
  ['headline', 'Headline'],
  ['location', 'Location'],
  ['phone', 'Phone'],
  ['gender', 'Gender'],
  ['educationStatus', 'Education'],
  ['school', 'School'],
  ['experience', 'Experience'],
  ['bio', 'About'],
];
const PROFILE_LINKS: [key: string, label: string][] = [
  ['cvUrl', 'CV'],
  ['portfolioUrl', 'Portfolio'],
  ['linkedinUrl', 'LinkedIn'],
  ['githubUrl', 'GitHub'],
];

/** The talent's whole profile with contact details, CV and links, and a Revoke button per verified skill. */
export function TalentProfileDetails({ talent, onRevoke }: { talent: AdminTalent; onRevoke: (skill: string) => void }) {
  const profile = (talent.profile ?? {}) as Record<string, unknown>;
  const verified = talent.skills.filter((s) => s.verified);
  return (
    <section className={styles.section} aria-labelledby="talent-profile-title">
      <h2 id="talent-profile-title">Profile</h2>
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${talent.email}`}>{talent.email}</a>
        </dd>
        <dt>Availability</dt>
        <dd>{talent.availability ? 'Open to offers' : 'Not available'}</dd>
        <dt>Signed up</dt>
        <dd>{talent.timestamp ? formatDay(talent.timestamp) : 'Unknown'}</dd>
        {PROFILE_FACTS.filter(([key]) => typeof profile[key] === 'string' && profile[key]).map(([key, label]) => (
          <FactRow key={key} label={label} value={String(profile[key])} />
        ))}
        {PROFILE_LINKS.filter(([key]) => typeof profile[key] === 'string' && profile[key]).map(([key, label]) => (
          <FactRow key={key} label={label} value={String(profile[key])} link />
        ))}
      </dl>
      <h3>Skills</h3>
      {talent.skills.length > 0 ? (
        <SkillList skills={talent.skills} label={`Skills of ${talent.name}`} />
      ) : (
        <p className={styles.muted}>No skills listed.</p>
      )}
      {verified.length > 0 ? (
        <div className={styles.actions} style={{ marginTop: 'var(--space-3)' }}>
          {verified.map((s) => (
            <Button key={s.skill} variant="secondary" size="small" onClick={() => onRevoke(s.skill)}>
              Revoke {s.skill}
            </Button>
          ))}
        </div>
      ) : null}
      <CareerHistory workHistory={talent.workHistory} education={talent.education} name={talent.name} heading="h3" />
    </section>
  );
}

function FactRow({ label, value, link }: { label: string; value: string; link?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {link ? (
          <a href={value} target="_blank" rel="noopener noreferrer">
            {label === 'CV' ? 'Open the CV' : value}
          </a>
        ) : (
          value
        )}
      </dd>
    </>
  );
}
