/**
 * The demo leagues' picks (./seed-demo-leagues.ts): a member's pick on a finished game in the
 * markets the league allows, and a bowl pool's ranked picks on the card still to play. Every
 * choice comes from a small deterministic hash, so every seed run makes the same picks.
 */
import type { OddsLine } from "#domain/sportsbook/contract";
import { onCard, type CardGame } from "#domain/picks/bowl-card";
import { calendarFor } from "#domain/season/calendars";

export const PICKS_PER_WEEK = 5;

/** Small deterministic hash so every seed run makes the same picks. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface GameRow extends OddsLine {
  id: number;
  week: number;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
}

/**
 * A member's `index`-th pick of a week on game `g`, in the markets the league allows (`allowed`):
 * straight-up (MLB) a winner without a price; otherwise the fourth pick a moneyline where the
 * sport has one (soccer's may be the draw), the last one a total when the game has one, every
 * other one (and the lock) a spread. `coin` picks the side. A line without a price (the NBA's)
 * is stored without one.
 */
export function demoPick(
  g: GameRow,
  index: number,
  coin: number,
  sport: string,
  allowed: readonly string[],
) {
  const cal = calendarFor(sport);
  const heads = coin % 2 === 0;
  const moneyline = (outcome: "home" | "away" | "draw") => ({
    type: "moneyline",
    teamId: outcome === "draw" ? null : outcome === "home" ? g.home_team_id : g.away_team_id,
    value: outcome === "draw" ? "draw" : null,
    spread: null,
    total: null,
    odds: { home: g.home_ml_odds, away: g.away_ml_odds, draw: g.draw_ml_odds }[outcome],
  });
  if (cal.straightUp) return moneyline(heads ? "home" : "away");
  if (index === 3 && allowed.includes("moneyline") && g.home_ml_odds !== null)
    return moneyline(cal.drawOutcome && coin % 3 === 0 ? "draw" : heads ? "home" : "away");
  if (index === PICKS_PER_WEEK - 1 && g.total_points !== null)
    return {
      type: "over_under",
      teamId: null,
      value: heads ? "over" : "under",
      spread: null,
      total: g.total_points,
      odds: heads ? g.over_odds : g.under_odds,
    };
  const spread = heads ? g.home_spread : g.away_spread;
  return {
    type: "spread",
    teamId: heads ? g.home_team_id : g.away_team_id,
    value: String(spread),
    spread,
    total: null,
    odds: heads ? g.home_spread_odds : g.away_spread_odds,
  };
}

/** Games with a full-game spread: what a demo member ranks (bowl card, open week). */
const RANKABLE_GAMES = `SELECT g.id, g.week, g.postseason_kind, g.kickoff_at, g.kickoff_at AS kickoff, g.status,
              g.home_team_id, g.away_team_id, o.home_spread, o.away_spread, o.home_spread_odds,
              o.away_spread_odds
         FROM games g JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'`;

/** A ranked demo league being seeded: whose picks, where they go (pushed onto `batch`). */
export interface Ranking {
  db: D1Database;
  code: string;
  leagueId: number;
  seasonId: number;
  members: readonly number[];
  nowIso: string;
  batch: D1PreparedStatement[];
}

/**
 * Five ranked picks (ranks 1 to 5, each member's own order) on the bowl pool's card still to play
 * (`onCard`: bowls, and a playoff game once its teams are known) for each member with no pick in
 * the league yet; each pick's week is its game's, as a submission stores it.
 */
export async function rankUpcomingCard(r: Ranking) {
  const { results: card } = await r.db
    .prepare(`${RANKABLE_GAMES} WHERE g.season_id = ? AND g.postseason_kind IN ('bowl', 'playoff')`)
    .bind(r.seasonId)
    .all<GameRow & CardGame>();
  const open = card.filter(
    (g) =>
      onCard(g, card) &&
      g.status === "scheduled" &&
      g.kickoff_at > r.nowIso &&
      g.home_spread !== null,
  );
  await rankForUnpicked(r, open, () => r.nowIso, null);
}

/**
 * A confidence league's week under way (the first with a game not final): each member with no
 * pick in it yet ranks five of its games, as fans do during the week, so the demo's Saturday shows
 * a live leaderboard with games in progress and points still possible (issue 48). A game already
 * kicked off at seed time was picked the day before it, as the finished weeks' picks were.
 */
export async function rankOpenWeek(r: Ranking) {
  const open = await r.db
    .prepare(
      `SELECT MIN(week) AS week FROM games
        WHERE season_id = ? AND week >= 1 AND status NOT IN ('final', 'void')`,
    )
    .bind(r.seasonId)
    .first<{ week: number | null }>();
  if (open?.week === null || open?.week === undefined) return;
  const { results: games } = await r.db
    .prepare(`${RANKABLE_GAMES} WHERE g.season_id = ? AND g.week = ? AND o.home_spread IS NOT NULL`)
    .bind(r.seasonId, open.week)
    .all<GameRow>();
  if (games.length < PICKS_PER_WEEK) return;
  const dayBefore = (g: GameRow) => {
    const before = new Date(Date.parse(g.kickoff_at) - 86_400_000).toISOString();
    return before < r.nowIso ? before : r.nowIso;
  };
  await rankForUnpicked(r, games, dayBefore, open.week);
}

/** Each member with no pick in the league (in `week`; null: at all) ranks five of `games`. */
async function rankForUnpicked(
  r: Ranking,
  games: readonly GameRow[],
  submittedAt: (g: GameRow) => string,
  week: number | null,
) {
  const { results: picked } = await r.db
    .prepare(
      "SELECT DISTINCT user_id FROM picks WHERE league_id = ?1 AND (?2 IS NULL OR week = ?2)",
    )
    .bind(r.leagueId, week)
    .all<{ user_id: number }>();
  const done = new Set(picked.map((p) => p.user_id));
  for (const userId of r.members) if (!done.has(userId)) rankFive(r, userId, games, submittedAt);
}

/** One member's five ranked spread picks among `games`, in the member's own order. */
function rankFive(
  r: Ranking,
  userId: number,
  games: readonly GameRow[],
  submittedAt: (g: GameRow) => string,
) {
  const insert = r.db.prepare(
    `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
       picked_team_id, picked_value, spread_at_pick, odds_at_pick, is_lock, submitted_at, confidence)
     SELECT ?, ?, ?, ?, ?, 'spread', 'full_game', ?, ?, ?, ?, 0, ?, ?
     WHERE NOT EXISTS (SELECT 1 FROM picks WHERE user_id = ? AND league_id = ? AND game_id = ?)`,
  );
  const chosen = [...games]
    .sort((a, b) => hash(`${r.code}:${userId}:${a.id}`) - hash(`${r.code}:${userId}:${b.id}`))
    .slice(0, PICKS_PER_WEEK);
  chosen.forEach((g, rank) => {
    const home = hash(`${userId}:${g.id}:side`) % 2 === 0;
    const spread = home ? g.home_spread : g.away_spread;
    r.batch.push(
      insert.bind(
        userId,
        r.leagueId,
        g.id,
        r.seasonId,
        g.week,
        home ? g.home_team_id : g.away_team_id,
        String(spread),
        spread,
        (home ? g.home_spread_odds : g.away_spread_odds) ?? -110,
        submittedAt(g),
        rank + 1,
        userId,
        r.leagueId,
        g.id,
      ),
    );
  });
}
