/**
 * What the stats tests (user-stats*.test.ts; issue 15, ADR 1501) seed and check against: a final
 * game and one pick on it straight into D1, with what the test knows about it, and the expected
 * answer of /my_stats/ computed from those here (not by domain/stats), so a wrong definition in
 * either place fails.
 */
import { env } from "cloudflare:test";
import type { TestUser as User } from "./support";

export type Outcome = "win" | "loss" | "push" | "push_win" | "void" | "pending";

/** What the test knows about each pick it seeds (the expected answer is computed from these). */
export interface Seeded {
  year: number;
  /** The pick's season (seasons.id) and its sport's name. */
  seasonId: number;
  sport: string;
  type: "spread" | "moneyline" | "over_under" | "team_prop" | "player_prop";
  /** The team of the picked side, as the test means it (null: totals and player props). */
  team: number | null;
  side: "home" | "away" | null;
  spread: number | null;
  total: number | null;
  over: boolean | null;
  outcome: Outcome;
}

const CORRECT: Record<Outcome, number | null> = {
  win: 1,
  loss: 0,
  push: null,
  push_win: 1,
  void: null,
  pending: null,
};
const RESULT: Record<Outcome, string | null> = {
  win: "win",
  loss: "loss",
  push: "push",
  push_win: "push",
  void: "void",
  pending: null,
};

let gameId = 7_300_000;
let propId = 0;

/** A final game (in the given season) and one pick on it, straight into D1. */
export async function seedPick(
  user: User,
  leagueId: number,
  seasonId: number,
  year: number,
  pick: Omit<Seeded, "year" | "seasonId" | "sport">,
  teams: { home: number; away: number },
  sport = "NCAA Football",
): Promise<Seeded> {
  const db = env.DB;
  gameId += 1;
  const game = gameId;
  await db
    .prepare(
      `INSERT INTO games (id, season_id, week, season_type, source_week, kickoff_at, source_kickoff_at,
         home_team_id, away_team_id, status, updated_at)
       VALUES (?, ?, 3, 'regular', 3, '2024-09-14T16:00:00.000Z', '2024-09-14T16:00:00.000Z', ?, ?, 'final', '2024-09-14T16:00:00.000Z')`,
    )
    .bind(game, seasonId, teams.home, teams.away)
    .run();
  let prop: number | null = null;
  if (pick.type === "team_prop" || pick.type === "player_prop") {
    propId += 1;
    const row = await db
      .prepare(
        `INSERT INTO props (game_id, kind, team_id, player_id, prop_type, subcategory, display_name, line_value, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'Prop', 27.5, '2024-09-14T16:00:00.000Z') RETURNING id`,
      )
      .bind(
        game,
        pick.type === "team_prop" ? "team" : "player",
        pick.type === "team_prop" ? pick.team : teams.home,
        pick.type === "player_prop" ? 4_000_000 + propId : null,
        pick.type === "team_prop" ? "team_total_points" : "passing_yards",
        pick.type === "team_prop" ? "Team Total" : "Passing",
      )
      .first<{ id: number }>();
    prop = row!.id;
  }
  const pickedTeam =
    pick.type === "spread" || pick.type === "moneyline"
      ? pick.side === "home"
        ? teams.home
        : teams.away
      : null;
  const pickedValue =
    pick.over === null
      ? pick.spread === null
        ? null
        : String(pick.spread)
      : pick.over
        ? "over"
        : "under";
  await db
    .prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         picked_value, prop_id, spread_at_pick, total_at_pick, odds_at_pick, submitted_at, result, is_correct)
       VALUES (?, ?, ?, ?, 3, ?, 'full_game', ?, ?, ?, ?, ?, -110, '2024-09-01T00:00:00.000Z', ?, ?)`,
    )
    .bind(
      user.id,
      leagueId,
      game,
      seasonId,
      pick.type,
      pickedTeam,
      pickedValue,
      prop,
      pick.spread,
      pick.total,
      RESULT[pick.outcome],
      CORRECT[pick.outcome],
    )
    .run();
  return { year, seasonId, sport, ...pick };
}

// ---- the independent computation ----

const wl = (list: readonly Seeded[]) => {
  const wins = list.filter((p) => CORRECT[p.outcome] === 1).length;
  const losses = list.filter((p) => CORRECT[p.outcome] === 0).length;
  const n = wins + losses;
  return { wins, losses, percentage: n ? Math.round((wins * 1000) / n) / 10 : 0 };
};

export interface Names {
  team: Map<number, { name: string; short_name: string; conference: number | null }>;
  conference: Map<number, string>;
}

export function expected(
  all: readonly Seeded[],
  names: Names,
  q: { st: number; so: "gte" | "lte"; tt: number; to: "gte" | "lte" },
) {
  const cmp = (v: number, t: number, op: "gte" | "lte") => (op === "gte" ? v >= t : v <= t);
  const spread = all.filter((p) => p.type === "spread");
  const totals = all.filter((p) => p.type === "over_under");
  const order = <T extends { name: string; wins: number; losses: number; percentage: number }>(
    list: T[],
  ) =>
    list.sort(
      (a, b) =>
        b.wins + b.losses - (a.wins + a.losses) ||
        b.percentage - a.percentage ||
        a.name.localeCompare(b.name),
    );
  const withTeam = all.filter((p) => p.team !== null);
  const teamIds = [...new Set(withTeam.map((p) => p.team!))];
  const teams = order(
    teamIds.map((id) => ({
      id,
      name: names.team.get(id)!.name,
      short_name: names.team.get(id)!.short_name,
      ...wl(withTeam.filter((p) => p.team === id)),
    })),
  );
  const confOf = (p: Seeded) => names.team.get(p.team!)!.conference;
  const confIds = [...new Set(withTeam.map(confOf).filter((c) => c !== null))] as number[];
  const conferences = order(
    confIds.map((id) => ({
      id,
      name: names.conference.get(id)!,
      ...wl(withTeam.filter((p) => confOf(p) === id)),
    })),
  );
  const most = <T extends { wins: number; losses: number }>(list: T[]) =>
    list[0] && list[0].wins + list[0].losses > 0 ? list[0] : null;
  return {
    allTime: wl(all),
    // One per season, named with its sport; newest year first, then by name.
    seasons: [...new Map(all.map((p) => [p.seasonId, p])).values()]
      .map((p) => ({ id: p.seasonId, year: p.year, name: `${p.year} ${p.sport}` }))
      .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name))
      .map((season) => ({ ...season, ...wl(all.filter((p) => p.seasonId === season.id)) })),
    conferences: { most_picked: most(conferences), all: conferences },
    teams: { most_picked: most(teams), all: teams },
    spread: {
      total: wl(spread),
      withSpread: wl(spread.filter((p) => p.spread! < 0)),
      againstSpread: wl(spread.filter((p) => p.spread! > 0)),
      home: wl(spread.filter((p) => p.side === "home")),
      away: wl(spread.filter((p) => p.side === "away")),
    },
    overUnder: {
      total: wl(totals),
      over: wl(totals.filter((p) => p.over === true)),
      under: wl(totals.filter((p) => p.over === false)),
    },
    customSpread: wl(spread.filter((p) => cmp(Math.abs(p.spread!), q.st, q.so))),
    customTotal: wl(totals.filter((p) => cmp(p.total!, q.tt, q.to))),
    thresholds: {
      spread_threshold: q.st,
      spread_operator: q.so,
      total_threshold: q.tt,
      total_operator: q.to,
    },
  };
}
