/**
 * Survivor auto-pick (issue 47, docs/decisions/0407-survivor-and-auto-pick.md), pure: when a
 * member's survivor week is picked for them, and which team the server takes.
 *
 * - The moment is one hour before the kickoff of the week's last game (the latest kickoff of the
 *   league's season in the week, the game that ends the week for grading too).
 * - The candidates are the teams of the week's games that have not kicked off (scheduled, kickoff
 *   after now) and that the member has not used this season; in a spread pool only a team whose
 *   game has a line (a pick is stored with it).
 * - 'favorite': the biggest favourite among them: a team favoured by the full-game spread, the
 *   biggest spread first; then a team favoured by the moneyline alone (no spread, or a pick'em
 *   spread), the biggest implied chance first; then, when every favourite left is used, the
 *   smallest underdog (by the spread, then by the moneyline). A missed week always costs a life,
 *   so the server takes the likeliest winner there is.
 * - 'home': the same order among the home teams only (the biggest home favourite, else the
 *   smallest home underdog), not the home team of the game with the biggest favourite, which
 *   would often be a big underdog.
 * - Ties: the earlier kickoff, then the lower game id, then the home team.
 */
import type { AutoPickMode } from "../leagues/auto-pick-settings";
import type { SurvivorPickType } from "../leagues/enums";
import { impliedProbability } from "../picks/auto-pick";

const HOUR_MS = 3_600_000;

/** A game of the survivor week, with its full-game line when there is one. */
export interface SurvivorAutoPickGame {
  id: number;
  kickoff_at: string;
  status: string;
  home_team_id: number;
  away_team_id: number;
  home_spread: number | null;
  away_spread: number | null;
  home_ml_odds: number | null;
  away_ml_odds: number | null;
}

/** The team the server picks, with the line stored with it (as the pick route stores it). */
export interface SurvivorAutoPickChoice {
  gameId: number;
  teamId: number;
  spread: number | null;
}

/** When a survivor week is auto-picked: one hour before the kickoff of its last game. */
export function survivorAutoPickMoment(lastKickoff: string): Date {
  return new Date(Date.parse(lastKickoff) - HOUR_MS);
}

/** Whether the week is due now: its moment has passed and its last game has not kicked off. */
export function survivorAutoPickDue(lastKickoff: string, now: Date): boolean {
  return (
    survivorAutoPickMoment(lastKickoff).getTime() <= now.getTime() &&
    Date.parse(lastKickoff) > now.getTime()
  );
}

interface Candidate {
  game: SurvivorAutoPickGame;
  side: "home" | "away";
  /** The team's own full-game spread (negative: favoured), as stored. */
  spread: number | null;
  /** The order key, biggest first: [favourite, has a spread, size]. */
  rank: [number, number, number];
}

function candidate(game: SurvivorAutoPickGame, side: "home" | "away"): Candidate {
  const other = side === "home" ? "away" : "home";
  const stored = game[`${side}_spread`];
  const own = stored ?? (game[`${other}_spread`] !== null ? -game[`${other}_spread`]! : null);
  if (own !== null && own !== 0) {
    // A favourite by its spread's size, an underdog by how small its spread is: -own either way.
    return { game, side, spread: stored, rank: [own < 0 ? 1 : 0, 1, -own] };
  }
  const mine = game[`${side}_ml_odds`];
  const theirs = game[`${other}_ml_odds`];
  const chance = mine === null ? 0 : impliedProbability(mine);
  const favoured = mine !== null && (theirs === null || mine <= theirs);
  // A team with no spread ranks after every team with one on its side of the line.
  return { game, side, spread: stored, rank: [favoured ? 1 : 0, 0, chance] };
}

const compare = (a: Candidate, b: Candidate) =>
  b.rank[0] - a.rank[0] ||
  b.rank[1] - a.rank[1] ||
  b.rank[2] - a.rank[2] ||
  a.game.kickoff_at.localeCompare(b.game.kickoff_at) ||
  a.game.id - b.game.id ||
  (a.side === "home" ? -1 : 1);

/** The team the server picks for a member's week, or null when no team is left to pick. */
export function chooseSurvivorAutoPick(input: {
  mode: Exclude<AutoPickMode, "off">;
  pickType: SurvivorPickType;
  /** The games of the week (whatever their state). */
  games: readonly SurvivorAutoPickGame[];
  /** The teams the member has used in the season's other weeks. */
  used: ReadonlySet<number>;
  now: Date;
}): SurvivorAutoPickChoice | null {
  const sides = input.mode === "home" ? (["home"] as const) : (["home", "away"] as const);
  const candidates: Candidate[] = [];
  for (const game of input.games) {
    if (game.status !== "scheduled" || Date.parse(game.kickoff_at) <= input.now.getTime()) continue;
    for (const side of sides) {
      if (input.used.has(game[`${side}_team_id`])) continue;
      const c = candidate(game, side);
      if (input.pickType === "spread" && c.spread === null) continue;
      candidates.push(c);
    }
  }
  const best = candidates.sort(compare)[0];
  if (!best) return null;
  return {
    gameId: best.game.id,
    teamId: best.game[`${best.side}_team_id`],
    spread: best.spread,
  };
}
