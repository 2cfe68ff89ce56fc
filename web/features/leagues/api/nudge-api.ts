/**
 * The commissioner's nudge (ADR 0410), in its own file so that it loads with the league page, not
 * with the header's leagues menu (leagues-api.ts is on every page's first visit).
 */
import type { NudgeInput, NudgeResponse } from "#domain/notifications/nudge";
import { api } from "#web/api/client";

/** Nudges a week's members without complete picks (429: the week was nudged already). */
export const nudgeLeague = (id: number, week: number) =>
  api<NudgeResponse>(`/leagues/${id}/nudge/`, {
    method: "POST",
    body: { week } satisfies NudgeInput,
    idempotencyKey: crypto.randomUUID(),
  });
