import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import styles from './coming-soon.module.css';
import { PageTitle } from './page-title';

export interface ComingSoonProps {
  /** The feature's name, shown as the page heading and in the document title. */
  feature: string;
  /** One sentence on what the screen will let the user do. */
  summary: string;
  /** What will be on the screen, in the user's words. */
  plans?: readonly string[];
  back?: { href: string; label: string };
  children?: ReactNode;
}

/** An honest placeholder for a screen built in a later release: it names the feature and what it will do. */
export function ComingSoon({ feature, summary, plans, back, children }: ComingSoonProps) {
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      <PageTitle title={feature} />
      <span className={styles.tag}>Coming soon</span>
      <h1 id="coming-soon-title" className={styles.title}>
        {feature}
      </h1>
      <p className={styles.text}>{summary}</p>
      {plans?.length ? (
        <ul className={styles.list}>
          {plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.text}>This part of the beta is still being built. It will appear here as soon as it is ready.</p>
      {children}
      {back ? (
        <div className={styles.actions}>
          <ButtonLink href={back.href} variant="secondary">
            {back.label}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
