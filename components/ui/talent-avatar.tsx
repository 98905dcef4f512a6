import Image from 'next/image';
import styles from './talent-avatar.module.css';

/** The talent's photo, or its initial when it has none. */
export function TalentAvatar({ name, url, size = 56 }: { name: string; url?: string; size?: number }) {
  if (url)
    return (
      <Image
        src={url}
        alt={`Photo of ${name}`}
        width={size}
        height={size}
        className={styles.avatar}
        style={{ width: size, height: size }}
      />
    );
  return (
    <div className={styles.avatarEmpty} style={{ width: size, height: size }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
