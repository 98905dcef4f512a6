import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { SkillList } from '@/components/discovery/skill-list';
import { TalentAvatar } from '@/components/discovery/talent-avatar';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/field.module.css';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminTalent, useAdminTalents, useTalentApplications, useTalentAttempts } from '@/hooks/use-backoffice';
import type { AdminAttemptRow, AdminTalent, AdminTalentFilters } from '@/services/backoffice/talents';
import { ActionDialog, type ActionDialogProps } from './action-dialog';
import { AuditLogSection } from './audit-log-section';
import { MessageAction } from './message-action';
import { filterKey, queryFromTalentFilters, talentFiltersFromQuery } from './list-query';
import { FilterFormEnd, NoMatch, PagedResults } from './pager';
import styles from './backoffice.module.css';
import { formatDay } from '@/services/format/dates';

/**
 * Talents: every talent account, 20 a page, newest first; search by exact email or the start of a name;
 * filters by category, availability, verified skill and suspension. The filters live in the URL.
 */
export function AdminTalentsScreen() {
  const router = useRouter();
  const filters = talentFiltersFromQuery(router.query);
  const key = filterKey(queryFromTalentFilters(filters));
  const apply = (next: AdminTalentFilters) =>
    void router.replace({ pathname: router.pathname, query: queryFromTalentFilters(next) }, undefined, { shallow: true });
  return (
    <>
      <PageTitle title="Talents" />
      <h1 style={{ marginTop: 0 }}>Talents</h1>
      <p className={styles.intro}>Every talent account, newest first. A search by email or name ignores the filters.</p>
      <TalentFilters key={key} filters={filters} onApply={apply} />
      {router.isReady ? <TalentPages key={key} filters={filters} onClear={() => apply({})} /> : null}
    </>
  );
}

function TalentFilters({ filters, onApply }: { filters: AdminTalentFilters; onApply: (f: AdminTalentFilters) => void }) {
  const [form, setForm] = useState(() => queryFromTalentFilters(filters));
  const set = (field: string, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(talentFiltersFromQuery(form));
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Find talents">
      <TextField label="Email or name" value={form.q ?? ''} onChange={(e) => set('q', e.target.value)} placeholder="name@example.com" maxLength={254} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="admin-talent-category">
          Category
        </label>
        <select id="admin-talent-category" className={fieldStyles.input} value={form.category ?? ''} onChange={(e) => set('category', e.target.value)}>
          <option value="">All categories</option>
          {JOB_SEEKER_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="admin-talent-availability">
          Availability
        </label>
        <select id="admin-talent-availability" className={fieldStyles.input} value={form.availability ?? ''} onChange={(e) => set('availability', e.target.value)}>
          <option value="">Any</option>
          <option value="yes">Open to offers</option>
          <option value="no">Not available</option>
        </select>
      </div>
      <TextField label="Verified skill" value={form.skill ?? ''} onChange={(e) => set('skill', e.target.value)} placeholder="e.g. React" maxLength={60} />
      <FilterFormEnd
        suspended={form.suspended === 'yes'}
        onSuspended={(checked) => set('suspended', checked ? 'yes' : '')}
        active={Object.keys(queryFromTalentFilters(filters)).length > 0}
        onClear={() => onApply({})}
      />
    </form>
  );
}

function TalentPages({ filters, onClear }: { filters: AdminTalentFilters; onClear: () => void }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useAdminTalents(filters, cursors.at(-1));
  const filtered = Object.keys(queryFromTalentFilters(filters)).length > 0;
  return (
    <PagedResults
      query={page}
      cursors={cursors}
      setCursors={setCursors}
      label="Talents"
      noun="talents"
      empty={<NoMatch filtered={filtered} none="No talent has signed up yet." noMatch="No talent matches." onClear={onClear} />}
      renderItem={(talent) => (
        <li key={talent.id} className={styles.row} aria-label={talent.name}>
          <div>
            <h2 className={styles.name}>
              <Link href={ADMIN_ROUTES.talent(talent.id)}>{talent.name || talent.email}</Link>{' '}
              {talent.suspended ? <span className={styles.bad}>Suspended</span> : null}
            </h2>
            <p className={styles.meta}>
              {[talent.email, talent.role, talent.availability ? 'Open to offers' : 'Not available'].filter(Boolean).join(' · ')}
            </p>
          </div>
        </li>
      )}
    />
  );
}

type Dialog = Omit<ActionDialogProps, 'onClose'>;

/** One talent: the whole profile with contact details and CV, its applications, the actions and the audit log. */
export function AdminTalentScreen() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const talent = useAdminTalent(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!router.isReady || talent.isPending) return <p role="status">Loading the talent…</p>;
  if (talent.isError) {
    return (
      <>
        <Link href={ADMIN_ROUTES.talents}>Back to talents</Link>
        <LoadError text="This talent could not be loaded." error={talent.error} onRetry={() => void talent.refetch()} />
      </>
    );
  }
  const t = talent.data;
  return (
    <>
      <PageTitle title={t.name || 'Talent'} />
      <Link href={ADMIN_ROUTES.talents}>Back to talents</Link>
      <header className={styles.row} style={{ marginTop: 'var(--space-3)' }}>
        <div className={styles.actions}>
          <TalentAvatar name={t.name} url={t.profile?.avatarUrl} />
          <div>
            <h1 className={styles.name} style={{ fontSize: '1.5rem' }}>
              {t.name}
            </h1>
            <p className={styles.meta}>{t.role}</p>
            {t.suspended ? <p className={styles.bad}>Suspended: {t.suspendedReason}</p> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <MessageAction uid={t.id} name={t.name} />
          {t.suspended ? (
            <Button variant="secondary" onClick={() => setDialog(restoreDialog(t))}>
              Restore
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog(suspendDialog(t))}>
              Suspend
            </Button>
          )}
        </div>
      </header>
      <TalentProfile talent={t} onRevoke={(skill) => setDialog(revokeDialog(t, skill))} />
      <TalentApplications talentId={t.id} />
      <TalentAttempts talentId={t.id} />
      <AuditLogSection targetId={t.id} />
      {dialog ? <ActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

const suspendDialog = (t: AdminTalent): Dialog => ({
  title: `Suspend ${t.name}?`,
  text: 'The account can no longer sign in and its sessions end; it leaves talent discovery, its open applications are withdrawn, and it is told why by email.',
  reasonLabel: 'Reason for the suspension',
  confirm: 'Suspend',
  danger: true,
  done: 'Talent suspended.',
  action: (reason) => ({ kind: 'suspend', targetType: 'talent', id: t.id, reason }),
});

const restoreDialog = (t: AdminTalent): Dialog => ({
  title: `Restore ${t.name}?`,
  text: 'The account can sign in again and returns to talent discovery. Withdrawn applications stay withdrawn.',
  confirm: 'Restore',
  done: 'Talent restored.',
  action: () => ({ kind: 'restore', targetType: 'talent', id: t.id }),
});

const revokeDialog = (t: AdminTalent, skill: string): Dialog => ({
  title: `Revoke the verified skill "${skill}"?`,
  text: `${t.name} keeps "${skill}" as an unverified skill.`,
  reasonLabel: 'Reason for revoking it',
  confirm: 'Revoke',
  danger: true,
  done: 'Skill verification revoked.',
  action: (reason) => ({ kind: 'revoke-skill', talentId: t.id, skill, reason }),
});

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

function TalentProfile({ talent, onRevoke }: { talent: AdminTalent; onRevoke: (skill: string) => void }) {
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
      {talent.skills.length > 0 ? <SkillList skills={talent.skills} label={`Skills of ${talent.name}`} /> : <p className={styles.muted}>No skills listed.</p>}
      {verified.length > 0 ? (
        <div className={styles.actions} style={{ marginTop: 'var(--space-3)' }}>
          {verified.map((s) => (
            <Button key={s.skill} variant="secondary" size="small" onClick={() => onRevoke(s.skill)}>
              Revoke {s.skill}
            </Button>
          ))}
        </div>
      ) : null}
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

const STAGE_LABEL = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);

function TalentApplications({ talentId }: { talentId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const apps = useTalentApplications(talentId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="talent-applications-title">
      <h2 id="talent-applications-title">Applications</h2>
      <PagedResults
        query={apps}
        cursors={cursors}
        setCursors={setCursors}
        label="Applications"
        noun="applications"
        empty={<p className={styles.muted}>No applications yet.</p>}
        renderItem={(app) => (
          <li key={app.id} className={styles.row}>
            <div>
              <p className={styles.name}>{app.jobTitle}</p>
              <p className={styles.meta}>{app.companyName}</p>
            </div>
            <span className={styles.tag}>{STAGE_LABEL(app.stage)}</span>
          </li>
        )}
      />
    </section>
  );
}

const dateLabel = (ms: number | null) => (ms === null ? '' : formatDay(ms));

const attemptResult = (a: AdminAttemptRow): string => {
  if (a.status === 'in-progress') return 'In progress';
  return `${a.passed ? 'Passed' : 'Failed'}${a.score === null ? '' : ` · ${a.score}%`}`;
};

/** The talent's assessment attempts, newest first, 20 a page. */
function TalentAttempts({ talentId }: { talentId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const attempts = useTalentAttempts(talentId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="talent-attempts-title">
      <h2 id="talent-attempts-title">Assessment attempts</h2>
      <PagedResults
        query={attempts}
        cursors={cursors}
        setCursors={setCursors}
        label="Assessment attempts"
        noun="assessment attempts"
        empty={<p className={styles.muted}>No assessment attempts yet.</p>}
        renderItem={(a) => (
          <li key={a.id} className={styles.row}>
            <div>
              <p className={styles.name}>{a.title || a.skill}</p>
              <p className={styles.meta}>
                {a.skill} · {dateLabel(a.submittedAt ?? a.startedAt)}
              </p>
            </div>
            <span className={styles.tag}>{attemptResult(a)}</span>
          </li>
        )}
      />
    </section>
  );
}
