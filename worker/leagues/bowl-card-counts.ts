/**
 * A bowl pool's picks due (ADR 0406): its pick limit is "every game on the card" (up to 100), so
 * the honest counts of the member league answer are the card's: the games on it now that the
 * league plays (`onCard` over the kinds it includes), and of those, the ones still open that the viewer
 * has not picked. Read only for the viewer's postseason-only leagues: one batch, none otherwise.
 */
import { pickDeadline } from "#domain/calendar";
import { cardKinds, onCard, type CardGame } from "#domain/picks/bowl-card";
import { leagueRules, type BowlCardCounts } from "./league-json";
import type { LeagueRow } from "./league-row";

interface PostseasonGameRow extends CardGame {
  season_id: number;
}

export async function bowlCardCounts(
  db: D1Database,
  leagues: readonly LeagueRow[],
  viewerId: number,
  now: Date,
): Promise<Map<number, BowlCardCounts>> {
  const pools = leagues.filter((l) => l.postseason_only);
  const out = new Map<number, BowlCardCounts>();
  if (!pools.length) return out;
  const seasons = [...new Set(pools.map((l) => l.season_id))];
  const [gamesRes, picksRes] = await db.batch([
    db
      .prepare(
        `SELECT id, season_id, postseason_kind, kickoff_at AS kickoff, status, home_team_id,
                away_team_id
           FROM games WHERE is_postseason = 1 AND season_id IN (SELECT value FROM json_each(?))`,
      )
      .bind(JSON.stringify(seasons)),
    db
      .prepare(
        "SELECT league_id, game_id FROM picks WHERE user_id = ? AND league_id IN (SELECT value FROM json_each(?))",
      )
      .bind(viewerId, JSON.stringify(pools.map((l) => l.id))),
  ]);
  const games = (gamesRes!.results ?? []) as PostseasonGameRow[];
  const picked = new Set(
    ((picksRes!.results ?? []) as { league_id: number; game_id: number }[]).map(
      (p) => `${p.league_id}:${p.game_id}`,
    ),
  );
  for (const row of pools) {
    const rules = leagueRules(row);
    // The card as the submission counts it (worker/picks/bowl-card.ts): the kinds the league
    // includes, a playoff game once its teams are known.
    const kinds = cardKinds(rules);
    const season = games.filter(
      (g) => g.season_id === row.season_id && kinds.includes(g.postseason_kind ?? ""),
    );
    const card = season.filter((g) => onCard(g, season));
    const open = card.filter(
      (g) =>
        g.status === "scheduled" &&
        pickDeadline(rules, { kickoff_at: g.kickoff }).getTime() > now.getTime() &&
        !picked.has(`${row.id}:${g.id}`),
    );
    out.set(row.id, { onCard: card.length, openUnpicked: open.length });
  }
  return out;
}
