/**
 * A bowl pool's card on the server (ADR 0406, domain/picks/bowl-card.ts): the league's postseason
 * games of the kinds it includes that are on the card now. The sportsbook lists only these, and a
 * pick on any other game of a postseason_only league is refused under the pick's game field.
 */
import { cardKinds, onCard, type CardGame } from "#domain/picks/bowl-card";
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { fieldError } from "#worker/http/errors";

export interface CardLeague {
  name: string;
  season_id: number;
  postseason_only: number;
  include_conf_championship: number | boolean;
  include_bowl_games: number | boolean;
  include_playoffs: number | boolean;
}

/** The ids of the games on the league's card now. */
export async function bowlCardGameIds(db: D1Database, league: CardLeague): Promise<Set<number>> {
  const { results } = await db
    .prepare(
      `SELECT id, postseason_kind, kickoff_at AS kickoff, status, home_team_id, away_team_id
         FROM games WHERE season_id = ? AND is_postseason = 1
          AND postseason_kind IN (SELECT value FROM json_each(?))`,
    )
    .bind(league.season_id, JSON.stringify(cardKinds(league)))
    .all<CardGame>();
  return new Set(results.filter((g) => onCard(g, results)).map((g) => g.id));
}

/**
 * A 400 for the first game not on a postseason_only league's card: under `field` when given
 * (the one-pick screen's), else under the submission's `picks.{i}.game_id`.
 */
export async function assertOnCard(
  db: D1Database,
  league: CardLeague,
  picks: readonly { gameId: number }[],
  field?: string,
) {
  if (league.postseason_only !== 1) return;
  const card = await bowlCardGameIds(db, league);
  const index = picks.findIndex((p) => !card.has(p.gameId));
  if (index >= 0)
    throw fieldError({
      [field ?? `picks.${index}.game_id`]: [SERVER_PICK_TEXTS.notOnCard(league.name)],
    });
}
