import styles from './profile-mock.module.css';

/** The hero's picture: what a talent's profile with verified skills looks like, drawn in markup (no image to fetch). */
export function ProfileMock() {
  return (
    <div className={styles.mock} aria-hidden="true">
      <div className={styles.mockHeader}>
        <span className={styles.mockAvatar}>AO</span>
        <div>
          <p className={styles.mockName}>Ada Okafor</p>
          <p className={styles.mockRole}>Web Developer · open to work</p>
        </div>
      </div>
      <ul className={styles.skills}>
        <li className={`${styles.skill} ${styles.verified}`}>✓ React</li>
        <li className={`${styles.skill} ${styles.verified}`}>✓ TypeScript</li>
        <li className={styles.skill}>CSS</li>
        <li className={styles.skill}>Figma</li>
      </ul>
      <p className={styles.mockFooter}>3 companies viewed this profile this week</p>
    </div>
  );
}
