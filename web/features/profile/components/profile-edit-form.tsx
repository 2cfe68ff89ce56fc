import { useState, type FormEvent } from "react";
import { useAuth } from "#web/api/session";
import { Button } from "#web/ui/button";
import { TextField } from "#web/ui/text-field";
import { toast } from "#web/ui/toast";
import { saveProfile } from "../api/profile";
import type { ProfileEdit } from "../api/profile-edit";

/**
 * The Your Profile card's edit form (loaded when the fan taps Edit Profile): name and bio, saved
 * on this device at once and queued; the Sync badge shows it until sent.
 */
export function ProfileEditForm({ initial, onDone }: { initial: ProfileEdit; onDone: () => void }) {
  const { user } = useAuth();
  const [form, setForm] = useState<ProfileEdit>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same rules: without the module (offline before it was fetched), the
    // outbox's answer reports a problem instead.
    const invalid = await import("../api/profile-validation").then(
      (m) => m.validateProfile(form),
      () => null,
    );
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setSaving(true);
    try {
      await saveProfile(user, form);
      onDone();
      toast.success(
        navigator.onLine
          ? "Profile saved"
          : "Profile saved on this device — it will sync when you're online",
      );
    } catch (error) {
      // Saving only writes on this device (the outbox sends it): a failure here is local storage.
      console.error("Profile not saved on this device", error);
      toast.error("Profile update failed");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="First name"
        name="first_name"
        value={form.first_name}
        onChange={(e) => setForm({ ...form, first_name: e.target.value })}
        error={errors.first_name}
        optional
      />
      <TextField
        label="Last name"
        name="last_name"
        value={form.last_name}
        onChange={(e) => setForm({ ...form, last_name: e.target.value })}
        error={errors.last_name}
        optional
      />
      <div className="field">
        <label className="field-label" htmlFor="profile-bio">
          Bio <span className="field-optional">(optional)</span>
        </label>
        <textarea
          id="profile-bio"
          name="bio"
          className="input"
          rows={3}
          value={form.bio}
          aria-invalid={errors.bio ? true : undefined}
          onChange={(e) => setForm({ ...form, bio: e.target.value })}
        />
        {errors.bio && (
          <span className="field-error" role="alert">
            {errors.bio}
          </span>
        )}
      </div>
      <div className="form-actions">
        <Button type="submit" busy={saving} busyText="Saving...">
          Save
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
