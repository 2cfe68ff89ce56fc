import { lazyDialog } from "#web/ui/lazy-dialog";
import { useEffect, useState, type FormEvent } from "react";
import { useAuth } from "#web/api/session";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { TextField } from "#web/ui/text-field";
import { toast } from "#web/ui/toast";
import { saveProfile, type ProfileEdit } from "../api/profile";
import { useProfile } from "../hooks/use-profile";

const ChangePasswordDialog = lazyDialog("Change Password", () =>
  import("./change-password-dialog").then((m) => m.ChangePasswordDialog),
);

const empty: ProfileEdit = { first_name: "", last_name: "", bio: "" };

/**
 * 'Your Profile' on the dashboard: name and bio, editable with or without a network. Saving
 * applies the change on this device at once and queues it; the Sync badge shows it until sent.
 * 'Change Password' opens a dialog that needs the network and is never queued.
 */
export function ProfileCard() {
  const { user } = useAuth();
  const { profile, offline } = useProfile();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileEdit>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const shown: ProfileEdit = profile
    ? { first_name: profile.first_name, last_name: profile.last_name, bio: profile.bio }
    : {
        first_name: user?.first_name ?? "",
        last_name: user?.last_name ?? "",
        bio: user?.bio ?? "",
      };

  useEffect(() => {
    if (!editing) setErrors({});
  }, [editing]);

  if (!user) return null;

  // The form's rules load with the form, not with the dashboard.
  const loadRules = () => import("../api/profile-validation");
  const startEditing = () => {
    loadRules().catch(() => undefined);
    setForm(shown);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same rules: without the module (offline before it was fetched), the
    // outbox's answer reports a problem instead.
    const invalid = await loadRules().then(
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
      setEditing(false);
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

  const name = [shown.first_name, shown.last_name].filter(Boolean).join(" ");

  return (
    <Card
      title="Your Profile"
      className="profile-card"
      actions={
        !editing && (
          <>
            <Button size="sm" variant="secondary" onClick={startEditing}>
              Edit Profile
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setChangingPassword(true)}>
              Change Password
            </Button>
          </>
        )
      }
    >
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <CachedNotice
        path="/users/profile/"
        fetchedAt={offline ? (profile?.fetchedAt ?? null) : null}
      />
      {editing ? (
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
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="profile-summary">
          <dt className="muted">Username</dt>
          <dd>{user.username}</dd>
          <dt className="muted">Email</dt>
          <dd>{profile?.email ?? user.email}</dd>
          <dt className="muted">Name</dt>
          <dd data-testid="profile-name">{name || "—"}</dd>
          <dt className="muted">Bio</dt>
          <dd data-testid="profile-bio">{shown.bio || "—"}</dd>
        </dl>
      )}
    </Card>
  );
}
