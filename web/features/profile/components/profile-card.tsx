import { Link } from "@tanstack/react-router";
import { lazyDialog, lazyPart } from "#web/ui/lazy-dialog";
import { Avatar } from "#web/ui/avatar";
import { useState } from "react";
import { useAuth } from "#web/api/session";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import type { ProfileEdit } from "../api/profile-edit";
import { useProfile } from "../hooks/use-profile";
import "../profile.css";

// The friends list (and its code) loads when the fan opens it: the dashboard stays short on a phone.
const DashboardFriends = lazyPart(() =>
  import("./dashboard-friends").then((m) => m.DashboardFriends),
);

const ChangePasswordDialog = lazyDialog("Change Password", () =>
  import("./change-password-dialog").then((m) => m.ChangePasswordDialog),
);

const loadForm = () => import("./profile-edit-form");
const ProfileEditForm = lazyPart<{ initial: ProfileEdit; onDone: () => void }>(() =>
  loadForm().then((m) => m.ProfileEditForm),
);

/**
 * 'Your Profile' on the dashboard: name and bio, editable with or without a network. Saving
 * applies the change on this device at once and queues it; the Sync badge shows it until sent.
 * 'Change Password' opens a dialog that needs the network and is never queued.
 */
export function ProfileCard() {
  const { user } = useAuth();
  const { profile, offline } = useProfile();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [showFriends, setShowFriends] = useState(false);

  const shown: ProfileEdit = profile
    ? { first_name: profile.first_name, last_name: profile.last_name, bio: profile.bio }
    : {
        first_name: user?.first_name ?? "",
        last_name: user?.last_name ?? "",
        bio: user?.bio ?? "",
      };

  if (!user) return null;

  // The form (and its rules) load when the fan taps Edit Profile, not with the dashboard.
  const startEditing = () => {
    void loadForm().catch(() => undefined);
    setEditing(true);
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
        <ProfileEditForm initial={shown} onDone={() => setEditing(false)} />
      ) : (
        <dl className="profile-summary">
          <dt className="muted">Username</dt>
          <dd className="profile-card-user">
            {/* The username plain bold and tappable, as everywhere; the page a secondary action. */}
            <Avatar name={user.username} src={user.avatar} size={28} />
            <Link
              to="/profile/$username"
              params={{ username: user.username }}
              className="user-link tap-area"
            >
              {user.username}
            </Link>
            <Link
              to="/profile/$username"
              params={{ username: user.username }}
              className="btn btn-secondary btn-sm tap-area"
            >
              View profile
            </Link>
          </dd>
          <dt className="muted">Email</dt>
          <dd>{profile?.email ?? user.email}</dd>
          <dt className="muted">Name</dt>
          <dd data-testid="profile-name">{name || "—"}</dd>
          <dt className="muted">Bio</dt>
          <dd data-testid="profile-bio">{shown.bio || "—"}</dd>
        </dl>
      )}
      {showFriends ? (
        <DashboardFriends />
      ) : (
        <Button
          variant="secondary"
          className="profile-card-friends"
          aria-expanded={false}
          onClick={() => setShowFriends(true)}
        >
          Friends
        </Button>
      )}
    </Card>
  );
}
