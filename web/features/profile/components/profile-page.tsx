import { useRef, useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { SOCIAL_LIMITS, SOCIAL_TEXTS } from "#domain/social/texts";
import type { Profile } from "#domain/social/contract";
import { ApiError, errorMessage } from "#web/api/errors";
import { formatDate } from "#web/lib/format";
import { useOnline } from "#web/lib/online";
import { useApiQuery } from "#web/lib/query";
import type { OutboxRow } from "#web/offline/db";
import { Avatar } from "#web/ui/avatar";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { NOT_SAVED_TEXT, NotSaved, useNotSaved } from "#web/ui/not-saved";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { askConfirm } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { lazyDialog, lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";
import { Skeleton } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import {
  profileQuery,
  queueFriendRemove,
  queueFriendRequest,
  queueFriendRespond,
} from "../api/social-api";
import { useFriendSync, useSocialRows } from "../hooks/social-outbox";
import { friendName, moreFriendsText } from "../friends";
import { avatarShown, friendshipShown, profilePath } from "../social-rows";
import { HiddenSection, saveOnPhone } from "./profile-bits";
import "../profile.css";

// Below the header and info cards on a phone: their code loads as they come near the screen.
const ProfileBoard = lazyPart(() => import("./profile-board").then((m) => m.ProfileBoard));
const loadSections = () => import("./profile-sections");
const LeaguesCard = lazyPart(() => loadSections().then((m) => m.LeaguesCard));
const RecentPicksCard = lazyPart(() => loadSections().then((m) => m.RecentPicksCard));
const StatsCard = lazyPart(() => loadSections().then((m) => m.StatsCard));
const FriendsCard = lazyPart(() => loadSections().then((m) => m.FriendsCard));
const PrivacyDialog = lazyDialog("Privacy", () =>
  import("./privacy-dialog").then((m) => m.PrivacyDialog),
);

const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";
// The photo checks load when a photo is picked or removed, not with the page.
const loadPhoto = () => import("./profile-photo");
const photoFailed = () =>
  toast.error(
    "This part of the app has not been downloaded yet. Check your connection and try again.",
  );

const BOARD_SLOT = "profile-board";
const CHAT_PATH = "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z";

/** 'Message': the board's post box, brought into view and focused (drawn once it nears view). */
function focusComposer() {
  const slot = document.getElementById(BOARD_SLOT);
  slot?.scrollIntoView({ block: "start", behavior: "smooth" });
  let frames = 0;
  const focus = () => {
    const box = slot?.querySelector("textarea");
    if (box) box.focus({ preventScroll: true });
    else if (++frames < 60) requestAnimationFrame(focus);
  };
  focus();
}

function FriendButtons({ profile, rows }: { profile: Profile; rows: readonly OutboxRow[] }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const { status, pending } = friendshipShown(profile, rows);
  const name = profile.username;
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void saveOnPhone(work).finally(() => setBusy(false));
  };
  const cancel = async () => {
    const ok = await askConfirm({
      title: "Cancel friend request",
      message: `Cancel your friend request to ${name}?`,
      confirmText: "Cancel request",
      cancelText: "Keep request",
    });
    if (ok) run(() => queueFriendRemove(profile.id, name, true));
  };
  const remove = async () => {
    const ok = await askConfirm({
      title: "Remove friend",
      message: `Remove ${name} from your friends?`,
      confirmText: "Remove Friend",
      danger: true,
    });
    if (ok) run(() => queueFriendRemove(profile.id, name, false));
  };
  const requestId = profile.friend_request_id;
  return (
    <div className="pf-actions">
      {status === "none" && (
        <Button busy={busy} onClick={() => run(() => queueFriendRequest(profile.id, name))}>
          Add Friend
        </Button>
      )}
      {status === "request_sent" && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`Request Sent — cancel your friend request to ${name}`}
          onClick={() => void cancel()}
        >
          <Icon name="check" size={18} />
          Request Sent
        </Button>
      )}
      {status === "friends" && (
        // Being friends is for talking: writing on their board leads; ending it is a quiet link.
        <>
          <Button onClick={focusComposer}>
            <Icon d={CHAT_PATH} size={18} />
            Message
          </Button>
          <Button
            variant="link"
            className="pf-remove"
            disabled={busy}
            onClick={() => void remove()}
          >
            Remove Friend
          </Button>
        </>
      )}
      {status === "request_received" && (
        <>
          <Button
            disabled={busy || requestId === null}
            onClick={() => run(() => queueFriendRespond(requestId!, true, name))}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            disabled={busy || requestId === null}
            onClick={() => run(() => queueFriendRespond(requestId!, false, name))}
          >
            Decline
          </Button>
        </>
      )}
      {pending && (
        <span className="small muted" role="status">
          {online ? "Sending…" : "Waiting for a connection"}
        </span>
      )}
    </div>
  );
}

/** The owner's controls: change or remove the photo, and the Privacy settings. */
function OwnerButtons({ avatar }: { avatar: string | null }) {
  const file = useRef<HTMLInputElement>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const remove = async () => {
    const ok = await askConfirm({
      title: "Remove photo",
      message: "Remove your profile photo?",
      confirmText: "Remove photo",
      danger: true,
    });
    if (ok) await loadPhoto().then((m) => m.removePhoto(), photoFailed);
  };
  return (
    <div className="pf-actions">
      <Button variant="secondary" onClick={() => file.current?.click()}>
        Change photo
      </Button>
      <input
        ref={file}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label="Choose a profile photo"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = "";
          if (picked) void loadPhoto().then((m) => m.changePhoto(picked), photoFailed);
        }}
      />
      {avatar && (
        <Button variant="ghost" onClick={() => void remove()}>
          Remove photo
        </Button>
      )}
      <Button variant="ghost" onClick={() => setPrivacyOpen(true)}>
        <Icon name="lock" size={18} />
        Privacy
      </Button>
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </div>
  );
}

function ProfileHeader({ profile, rows }: { profile: Profile; rows: readonly OutboxRow[] }) {
  const { avatar, pending } = avatarShown(profile.avatar, profile.is_owner ? rows : []);
  const name = profile.full_name || profile.username;
  const friends = profile.friendship_status === "friends";
  return (
    <Card className="pf-header">
      <div className="pf-identity">
        <span className={pending ? "pf-photo is-pending" : "pf-photo"}>
          <Avatar name={profile.username} src={avatar} size={88} />
        </span>
        <div className="pf-names">
          <h1>{name}</h1>
          <p className="muted">
            @{profile.username}
            {friends && !profile.is_owner && <Badge tone="success">Friends</Badge>}
          </p>
          {profile.date_joined && (
            <p className="small muted">Member since {formatDate(profile.date_joined)}</p>
          )}
        </div>
      </div>
      {profile.bio && <p className="pf-bio">{profile.bio}</p>}
      {profile.is_owner ? (
        <OwnerButtons avatar={avatar} />
      ) : (
        <FriendButtons profile={profile} rows={rows} />
      )}
    </Card>
  );
}

function InfoCard({ profile }: { profile: Profile }) {
  const preview = profile.friends_list?.slice(0, SOCIAL_LIMITS.friendsPreview) ?? [];
  const more =
    profile.friends_count === null ? null : moreFriendsText(profile.friends_count, preview.length);
  return (
    <Card title={profile.is_owner ? "Your Info" : `${profile.username}'s Info`}>
      {profile.date_joined === null ? (
        <HiddenSection section="user_info" />
      ) : (
        <dl className="pf-facts">
          <dt>Full name</dt>
          <dd>{profile.full_name || "—"}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(profile.date_joined)}</dd>
          <dt>Bio</dt>
          <dd className="pf-bio">{profile.bio || "—"}</dd>
        </dl>
      )}
      <h3 className="pf-subtitle">Friends</h3>
      {profile.friends_list === null ? (
        <HiddenSection section="friends_list" />
      ) : preview.length === 0 ? (
        <p className="muted small">No friends yet.</p>
      ) : (
        <ul className="pf-preview">
          {preview.map((f) => (
            <li key={f.id}>
              <Link to="/profile/$username" params={{ username: f.username }} className="pf-person">
                <Avatar name={f.username} src={f.avatar} size={32} />
                <span>{friendName(f)}</span>
              </Link>
            </li>
          ))}
          {more && <li className="small muted pf-more">{more}</li>}
        </ul>
      )}
    </Card>
  );
}

/** A card drawn once its place nears the screen (then it stays: a half-written post survives). */
function Slot({ estimate, id, children }: { estimate: number; id?: string; children: ReactNode }) {
  return (
    <div className="pf-slot" id={id}>
      <NearViewport
        estimate={estimate}
        margin={200}
        keep
        shell={(height) => <div className="card pf-shell" style={{ height }} aria-hidden="true" />}
      >
        {children}
      </NearViewport>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="page profile-page" role="status" aria-busy="true" aria-label="Loading profile">
      <div className="card pf-header">
        <div className="pf-identity">
          <Skeleton width={88} height={88} circle />
          <div className="pf-names stack-sm">
            <Skeleton width="60%" height={28} />
            <Skeleton width="40%" />
            <Skeleton width="50%" />
          </div>
        </div>
      </div>
      <div className="pf-layout">
        <div className="card pf-shell" style={{ height: 220 }} />
        <div className="card pf-shell" style={{ height: 320 }} />
      </div>
    </div>
  );
}

function ProfileProblem({ error, retry }: { error: Error | null; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : -1;
  const missing = status === 404;
  return (
    <div className="page page-narrow profile-page">
      <div className="card">
        <div className="card-body center" role={missing || status === 0 ? undefined : "alert"}>
          <div className="status-icon status-icon-error" aria-hidden="true">
            {missing ? "?" : "!"}
          </div>
          <h1 className="pf-problem-title">
            {missing
              ? SOCIAL_TEXTS.notFoundTitle
              : status === 0
                ? NOT_SAVED_TEXT
                : SOCIAL_TEXTS.loadFailed(status > 0 ? status : 500)}
          </h1>
          <p className="muted">
            {missing ? SOCIAL_TEXTS.notFoundText : errorMessage(error, "Please try again.")}
          </p>
          <div className="row pf-center">
            {!missing && <Button onClick={retry}>Retry</Button>}
            <Link to="/dashboard" className={missing ? "btn btn-primary" : "btn btn-ghost"}>
              Go to Dashboard
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The profile page /profile/{username} (spec 000 section 2, issue 13): header with the photo and
 * the friend or owner buttons, info, message board, leagues, recent picks, stats and friends. It
 * reads the profile once (the sections get it as props); offline it shows the copy the service
 * worker kept and says so. Every write is queued in the outbox and shown at once.
 */
export function ProfilePage({ username }: { username: string }) {
  const answer = useApiQuery(profileQuery(username));
  const rows = useSocialRows();
  useFriendSync();
  const profile = answer.data;
  // Offline with no saved copy: the calm note, as every screen says it — not a red error.
  const notSaved = useNotSaved(answer.isError && !profile);
  if (!profile) {
    if (notSaved)
      return (
        <div className="page page-narrow profile-page">
          <NotSaved />
        </div>
      );
    if (answer.isError) return <ProfileProblem error={answer.error} retry={answer.retry} />;
    return <ProfileSkeleton />;
  }
  return (
    <div className="page profile-page">
      <CachedNotice path={profilePath(username)} />
      <ProfileHeader profile={profile} rows={rows} />
      {/* Phone: one column in this order. Desktop: board and picks on the right, the rest left. */}
      <div className="pf-layout">
        <InfoCard profile={profile} />
        <div className="pf-main">
          <Slot estimate={520} id={BOARD_SLOT}>
            <ProfileBoard profile={profile} />
          </Slot>
          <Slot estimate={360}>
            <RecentPicksCard profile={profile} />
          </Slot>
        </div>
        <Slot estimate={200}>
          <LeaguesCard profile={profile} />
        </Slot>
        <Slot estimate={300}>
          <StatsCard profile={profile} />
        </Slot>
        <Slot estimate={320}>
          <FriendsCard profile={profile} />
        </Slot>
      </div>
    </div>
  );
}
