import { SkeletonCards } from './skeleton-cards';

/** What a signed-in area shows while its layout code is still arriving: the same five placeholder cards. */
export function ShellPlaceholder() {
  return (
    <div style={{ padding: 'var(--space-6) var(--space-4)', maxWidth: 'var(--content-max)' }}>
      <SkeletonCards label="Loading" />
    </div>
  );
}
