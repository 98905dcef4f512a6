import { useResourcesForSkill } from '@/components/resources/use-resources';
import { TALENT_ROUTES } from '@/constants/routes';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';

/**
 * A few learning resources for one skill (e.g. under a failed assessment's result): one query, nothing shown
 * when there are none or they cannot be loaded (it is a suggestion, not the screen's content).
 */
export function ResourcesForSkill({ skill, limit = 3 }: { skill: string; limit?: number }) {
  const resources = useResourcesForSkill(skill, limit);
  if (!resources.data || resources.data.length === 0) return null;
  return (
    <section aria-labelledby="resources-for-skill" className={styles.section}>
      <h2 id="resources-for-skill">Learn {skill}</h2>
      <ul className={styles.list}>
        {resources.data.map((r) => (
          <li key={r.id}>
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              {r.title}
            </a>{' '}
            <span className={styles.muted}>
              {typeLabel(r.type)} · {r.free ? 'Free' : 'Paid'}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <a href={`${TALENT_ROUTES.learn}?skill=${encodeURIComponent(skill)}`}>More resources on your Learn page</a>
      </p>
    </section>
  );
}
