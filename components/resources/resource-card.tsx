import type { ReactNode } from 'react';
import type { Resource } from '@/services/schemas/resource';
import { typeLabel } from './resource-labels';
import styles from '@/components/ui/catalog.module.css';

/** One resource: its link (opens in a new tab), type, price, description, skills and categories; `actions` on the right. */
export function ResourceCard({
  resource,
  actions,
  headingLevel = 3,
}: {
  resource: Resource;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={`resource-${resource.id}`}>
      <div className={styles.body}>
        <Heading id={`resource-${resource.id}`}>
          {resource.url ? (
            <a href={resource.url} target="_blank" rel="noopener noreferrer">
              {resource.title}
            </a>
          ) : (
            resource.title
          )}
        </Heading>
        <p className={styles.muted}>
          {typeLabel(resource.type)} · {resource.free ? 'Free' : 'Paid'}
        </p>
        {resource.description ? <p>{resource.description}</p> : null}
        <ul className={styles.chips} aria-label="Skills and categories">
          {[...resource.skills, ...resource.categories].map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
            </li>
          ))}
        </ul>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
