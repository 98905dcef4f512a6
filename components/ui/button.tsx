import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { useOfflineReason } from '@/hooks/use-online';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

function buttonClassName({ variant = 'primary', size = 'medium', block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * `busy`: its action is running, so the button is disabled (and says so to assistive tech) until it ends.
 * `needsServer`: its action cannot work offline, so offline it is disabled and says why on itself, rather than
 * being tried and failing.
 */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy = false,
  needsServer = false,
  disabled,
  children,
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; needsServer?: boolean }) {
  const offline = useOfflineReason();
  const refused = needsServer ? offline : null;
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || busy || refused !== null}
      aria-busy={busy || undefined}
      title={refused ?? undefined}
      {...rest}
    >
      {children}
      {refused ? <span className={styles.reason}> ({refused})</span> : null}
    </button>
  );
}

type ButtonLinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; prefetch?: boolean };

/**
 * A link that looks like a button. Its page's code is fetched when the pointer or a finger reaches it, not as soon as
 * it is on screen: calls to action sit at the top of screens that are still loading their own code and data.
 */
export function ButtonLink({ variant, size, block, className, href, prefetch = false, ...rest }: ButtonLinkProps) {
  return (
    <Link href={href} prefetch={prefetch} className={buttonClassName({ variant, size, block }, className)} {...rest} />
  );
}
