/**
 * What a commissioner's act raises (issue 48, ADR 0408): an entered pick or a points correction
 * tells its member, a voided game every active member but the commissioner; in-app and pushed
 * like a league update, once per act (the dedupe key names its log row).
 */
import { NOTIFICATION_COPY } from "#domain/notifications/texts";
import type { CommissionerEvent } from "#worker/commissioner/events";
import type { Env } from "#worker/env";
import { insertNotifications, pushRaised, type NotificationDraft } from "./raise";

export async function notifyCommissionerEvent(env: Env, event: CommissionerEvent, now: Date) {
  const base = {
    type: "league_update",
    dedupeKey: `commissioner:${event.logId}`,
    actorId: event.actorId,
    leagueId: event.leagueId,
    objectType: "league",
    objectId: event.leagueId,
    actionUrl: `/leagues/${event.leagueId}`,
  } as const;
  const names = { actor: event.actorName, league: event.leagueName, sport: event.sportKey };
  let drafts: NotificationDraft[] = [];
  if (event.type === "picks_entered")
    drafts = [
      {
        ...base,
        ...NOTIFICATION_COPY.commissionerPick({ ...names, week: event.week }),
        userId: event.userId,
      },
    ];
  if (event.type === "points_adjusted")
    drafts = [
      {
        ...base,
        ...NOTIFICATION_COPY.commissionerPoints({
          ...names,
          week: event.week,
          points: event.points,
        }),
        userId: event.userId,
      },
    ];
  const leagueWide =
    event.type === "game_voided"
      ? [
          {
            ...base,
            ...NOTIFICATION_COPY.commissionerVoid({ ...names, game: event.game }),
            exceptUserId: event.actorId,
          },
        ]
      : [];
  const raised = await insertNotifications(env, drafts, now, leagueWide);
  await pushRaised(env, raised);
}
