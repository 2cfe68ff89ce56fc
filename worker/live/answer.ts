/**
 * One viewer's live answer from a kept week (./queries.ts), cut by the server's clock: another
 * member's chip, a game and a split show only once the game has kicked off; the viewer's own
 * chips (and their games) all show. The ETag names everything the answer depends on, so an
 * unchanged answer is a 304 (ADR 0409).
 */
import { gameHasStarted } from "#domain/leagues/pick-visibility";
import { pickSplits } from "#domain/picks/splits";
import type { LiveResponse } from "#domain/standings/contract";
import type { LiveBase } from "./queries";

export function liveAnswer(
  base: LiveBase,
  head: Pick<LiveResponse, "league_id" | "week" | "pool_format">,
  viewerId: number,
  now: Date,
): LiveResponse {
  const started = new Set<number>();
  for (const g of base.games.values())
    if (gameHasStarted(g.kickoff_at, g.status, now)) started.add(g.game_id);
  const own = new Set((base.chips.get(viewerId) ?? []).map((c) => c.game_id));
  const rows = base.rows.map((r) => {
    const chips = base.chips.get(r.user_id) ?? [];
    return {
      ...r,
      picks: r.user_id === viewerId ? chips : chips.filter((c) => started.has(c.game_id)),
    };
  });
  const games = [...base.games.values()]
    .filter((g) => started.has(g.game_id) || own.has(g.game_id))
    .sort((a, b) => Date.parse(a.kickoff_at) - Date.parse(b.kickoff_at) || a.game_id - b.game_id);
  return {
    ...head,
    rows,
    games,
    splits: pickSplits(base.splitPicks, new Map(games.map((g) => [g.game_id, g])), (id) =>
      started.has(id),
    ),
  };
}

/** FNV-1a of the text, as 8 hex digits. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * The answer's weak ETag: the kept week's stamp, the viewer, the week and how many of its games
 * have kicked off by now (the only thing the clock changes in it).
 */
export function liveEtag(
  base: LiveBase,
  stamp: string,
  key: { leagueId: number; week: number; viewerId: number },
  now: Date,
): string {
  let started = 0;
  for (const g of base.games.values()) if (gameHasStarted(g.kickoff_at, g.status, now)) started++;
  const text = `${key.leagueId}:${key.week}:${key.viewerId}:${started}:${stamp}`;
  return `W/"live-${fnv(text)}${fnv(`${text}#`)}"`;
}
