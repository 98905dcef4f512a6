/** "Verified company": the back office reviewed the company behind this job or profile. */
export function VerifiedCompanyBadge({ verified }: { verified: boolean | undefined }) {
  if (!verified) return null;
  return (
    <span
      style={{
        display: 'inline-block',
        marginLeft: 'var(--space-2)',
        padding: '0 var(--space-2)',
        borderRadius: 999,
        border: '1px solid var(--color-success)',
        background: 'var(--color-success-soft)',
        fontSize: '0.8rem',
        color: 'var(--color-text)',
        verticalAlign: 'middle',
      }}
    >
      Verified company
    </span>
  );
}
