/**
 * Who may see which profile section (spec 000 section 3 "Privacy settings", issue 13). The Worker
 * decides with these on every route that could reveal a section; the screens use them only to say
 * why a section is missing.
 */
import { DEFAULT_PRIVACY, PRIVACY_SECTIONS } from "./texts";
import type {
  FriendshipStatus,
  PrivacyLevel,
  PrivacySection,
  PrivacySettings,
  Viewer,
} from "./contract";

/** The owner sees everything; friends what is public or friends only; others what is public. */
export function canSee(level: PrivacyLevel, viewer: Viewer): boolean {
  if (viewer === "owner") return true;
  if (level === "public") return true;
  return level === "friends_only" && viewer === "friend";
}

export function viewerOf(options: {
  viewerId: number | null;
  ownerId: number;
  friendship: FriendshipStatus;
}): Viewer {
  if (options.viewerId === null) return "anonymous";
  if (options.viewerId === options.ownerId) return "owner";
  return options.friendship === "friends" ? "friend" : "signed_in";
}

/** Settings as stored (a missing row or unknown value is public). */
export function privacyFrom(row: Partial<Record<string, unknown>> | null): PrivacySettings {
  const out: PrivacySettings = { ...DEFAULT_PRIVACY };
  if (!row) return out;
  for (const section of PRIVACY_SECTIONS) {
    const value = row[section];
    if (value === "friends_only" || value === "hidden") out[section] = value;
  }
  return out;
}

/** The sections a viewer may see, by name. */
export function visibleSections(
  settings: PrivacySettings,
  viewer: Viewer,
): Record<PrivacySection, boolean> {
  const out = {} as Record<PrivacySection, boolean>;
  for (const section of PRIVACY_SECTIONS) out[section] = canSee(settings[section], viewer);
  return out;
}

/** A user as any list or post names them: the username and the names they gave. */
export interface NamedUser {
  username: string;
  first_name: string;
  last_name: string;
}

/**
 * The names a viewer is shown of a user (ADR 1301): their real names only when the viewer may
 * see their user_info section (`canSee`, decided in SQL by worker/social/queries.ts
 * `namesVisibleSql` where a list of people is read), else empty; `name` is what stands for them
 * beside a post or in a list: the full name, else the username.
 */
export function namesShown(user: NamedUser, visible: boolean) {
  const first_name = visible ? user.first_name : "";
  const last_name = visible ? user.last_name : "";
  const full_name = `${first_name} ${last_name}`.trim();
  return { first_name, last_name, full_name, name: full_name || user.username };
}
