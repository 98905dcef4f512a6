import styles from './skeleton-cards.module.css';

const SKELETON_CARD_COUNT = 5;

/** Five grey placeholder cards while the signed-in user's profile is not loaded (SPEC section 2). */
export function SkeletonCards({ label = 'Loading your profile' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}…</span>
      <div className={styles.cards} aria-hidden="true" data-testid="skeleton-cards">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <div key={index} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
