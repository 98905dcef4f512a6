import { ConnectionNote } from './connection-note';
import { InstallOffer } from './install-offer';
import { UpdateNote } from './update-note';
import styles from './pwa.module.css';

/** The app's own status line: connection, a waiting new version and the install offer. Loaded after the screen. */
export function PwaDock() {
  return (
    <div className={styles.dock}>
      <ConnectionNote />
      <UpdateNote />
      <InstallOffer />
    </div>
  );
}
