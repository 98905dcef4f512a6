import { useAccountPreferences } from '@/components/account/use-account';
import { describeAccountError } from './account-errors';
import { PreferenceSwitch } from './preference-switch';
import styles from '@/components/ui/sections.module.css';

const saveError = (error: unknown) => (error ? `Not saved. ${describeAccountError(error).message}` : null);

/**
 * A talent's availability. While a change saves, the switch shows the new value; the stored value comes back
 * through the live profile.
 */
export function AvailabilitySection({ id, availability }: { id: string; availability?: boolean }) {
  const { availability: available } = useAccountPreferences(id);
  return (
    <section className={styles.section} aria-labelledby="settings-availability">
      <h2 id="settings-availability">Availability</h2>
      <PreferenceSwitch
        label="Open to offers"
        description="Companies browsing talents see you only while you are open to offers."
        checked={available.isPending ? Boolean(available.variables) : Boolean(availability)}
        saving={available.isPending}
        saved={available.isSuccess}
        error={saveError(available.error)}
        onChange={(on) => available.mutate(on)}
      />
    </section>
  );
}
