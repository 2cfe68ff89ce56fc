/** What a survivor pool raises (issue 47, ADR 0407): its winner, told to every active member. */
import { NOTIFICATION_COPY } from "#domain/notifications/texts";
import type { Env } from "#worker/env";
import type { SurvivorEvent } from "#worker/survivor/events";
import { insertNotifications, pushRaised } from "./raise";

export async function notifySurvivorEvent(env: Env, event: SurvivorEvent, now: Date) {
  const raised = await insertNotifications(env, [], now, [
    {
      ...NOTIFICATION_COPY.survivorWinner({ winner: event.winnerName, league: event.leagueName }),
      type: "league_update",
      dedupeKey: `survivor_winner:${event.leagueId}`,
      leagueId: event.leagueId,
      exceptUserId: null,
      objectType: "league",
      objectId: event.leagueId,
      actionUrl: `/leagues/${event.leagueId}`,
    },
  ]);
  await pushRaised(env, raised);
}
