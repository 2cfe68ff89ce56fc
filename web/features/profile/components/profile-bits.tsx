/** Small parts every card of the profile page uses. */
import { PRIVACY_SECTION_LABELS, SOCIAL_TEXTS } from "#domain/social/texts";
import type { PrivacySection } from "#domain/social/contract";
import { errorMessage } from "#web/api/errors";
import { Icon } from "#web/ui/icons";
import { toast } from "#web/ui/toast";

export const SAVED_OFFLINE = "Saved on this phone. It will be sent when you're back online.";

/** 'Friends hidden by this user's privacy settings', where a section came back null. */
export function HiddenSection({ section }: { section: PrivacySection }) {
  return (
    <p className="pf-hidden">
      <Icon name="lock" size={18} />
      <span>{SOCIAL_TEXTS.hiddenSection(PRIVACY_SECTION_LABELS[section])}</span>
    </p>
  );
}

/**
 * Saves a write on the phone (the outbox sends it) and says so when there is no network. Only a
 * local failure can land here (no signed-in user, storage refused): the server's answer comes later.
 */
export async function saveOnPhone(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
    if (!navigator.onLine) toast.info(SAVED_OFFLINE);
  } catch (error) {
    toast.error(errorMessage(error, "Could not save on this phone"));
  }
}
