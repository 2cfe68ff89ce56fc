/**
 * What raises a notification (worker/notifications/raise.ts, ADR 1401), as plain data: a request
 * inserts drafts itself or hands them to the fan-out queue (ADR 0411), which carries them as JSON.
 */
import type { NotificationObjectType, NotificationType } from "./texts";

/** One notification to one user. */
export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  /** Names the event: the same key for the same user is inserted once (ADR 1401). */
  dedupeKey: string;
  title: string;
  message: string;
  actionUrl: string;
  /** Who caused it: never notified by it. */
  actorId?: number | null;
  /** Only active members of this league receive it. */
  leagueId?: number | null;
  objectType?: NotificationObjectType | null;
  objectId?: number | null;
}

/** One notification to every active member of a league except `exceptUserId` (the actor). */
export interface LeagueDraft extends Omit<NotificationDraft, "userId" | "leagueId"> {
  leagueId: number;
  exceptUserId: number | null;
}
