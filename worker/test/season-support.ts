/**
 * The real 2024 seasons (college football and the NFL) imported into a Worker test's D1, from the
 * same CSVs and importers `npm start` uses. The imports are anchored at a fixed instant so tests do
 * not depend on the date.
 */
import { env } from "cloudflare:test";
import apPoll from "#data/ap_poll_2024.csv?raw";
import cfpRankings from "#data/cfp_rankings_2024.csv?raw";
import coachesPoll from "#data/coaches_poll_2024.csv?raw";
import games from "#data/games_2024.csv?raw";
import closingLines from "#data/lines_2024_closing.csv?raw";
import playerStats from "#data/player_game_stats_2024.csv?raw";
import teams from "#data/teams_2024.csv?raw";
import nflGames from "#data/nfl_games_2024.csv?raw";
import nflTeams from "#data/nfl_teams_2024.csv?raw";
import { importSeason } from "#data/import-season";
import { WEEK_MS, type SeasonFiles } from "#data/season-source";
import { importNflSeason, type NflFiles } from "#data/import-nfl";
import { proxyD1 } from "./support";

export const seasonFiles: SeasonFiles = {
  games,
  teams,
  closingLines,
  apPoll,
  coachesPoll,
  cfpRankings,
  playerStats,
};

/** Import anchor: Sunday 22 Nov 2026, 03:30 UTC, with DEMO_WEEK 13. */
export const IMPORT_NOW = new Date("2026-11-22T03:30:00.000Z");

export async function importTestSeason() {
  return importSeason(env.DB, seasonFiles, { now: IMPORT_NOW, demoWeek: 13 });
}

export const nflFiles: NflFiles = { games: nflGames, teams: nflTeams };

/**
 * The 2024 NFL season at the same anchor. `withCollege` imports the college season first, as
 * `npm start` does (it owns the replay shift); alone, the NFL import computes the same-date shift.
 */
export async function importTestNflSeason(options: { withCollege?: boolean } = {}) {
  if (options.withCollege) await importTestSeason();
  return importNflSeason(env.DB, nflFiles, { now: IMPORT_NOW });
}

export async function shiftWeeks(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT value FROM app_settings WHERE key = 'replay_shift_weeks'",
  ).first<{ value: string }>();
  return Number(row!.value);
}

/** A real 2024 instant moved onto the replay calendar. */
export async function shifted(realIso: string): Promise<Date> {
  return new Date(Date.parse(realIso) + (await shiftWeeks()) * WEEK_MS);
}

let counter = 0;
export async function createLeague(
  creatorId: number,
  seasonId: number,
  options: { countPushAsWin?: boolean; sport?: string } = {},
) {
  counter += 1;
  const sport = await env.DB.prepare("SELECT id FROM sports WHERE key = ?")
    .bind(options.sport ?? "ncaa-football")
    .first<{ id: number }>();
  const stamp = IMPORT_NOW.toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO leagues (name, code, creator_id, sport_id, season_id, count_push_as_win, picks_per_week, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1000, ?, ?) RETURNING id`,
  )
    .bind(
      `Season test ${counter}`,
      `SEAS${String(counter).padStart(4, "0")}`,
      creatorId,
      sport!.id,
      seasonId,
      options.countPushAsWin ? 1 : 0,
      stamp,
      stamp,
    )
    .first<{ id: number }>();
  return row!.id;
}

export async function addMember(leagueId: number, userId: number) {
  await env.DB.prepare(
    "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', ?)",
  )
    .bind(leagueId, userId, IMPORT_NOW.toISOString())
    .run();
}

export interface PickInsert {
  userId: number;
  leagueId: number;
  gameId: number;
  seasonId: number;
  week: number;
  pickType: string;
  portion?: string;
  pickedTeamId?: number | null;
  pickedValue?: string | null;
  propId?: number | null;
  spreadAtPick?: number | null;
  totalAtPick?: number | null;
  propLineAtPick?: number | null;
  oddsAtPick?: number | null;
  isLock?: boolean;
}

const PICK_COLUMNS = [
  "user_id",
  "league_id",
  "game_id",
  "season_id",
  "week",
  "pick_type",
  "game_portion",
  "picked_team_id",
  "picked_value",
  "prop_id",
  "spread_at_pick",
  "total_at_pick",
  "prop_line_at_pick",
  "odds_at_pick",
  "is_lock",
  "submitted_at",
];

/** Inserts picks straight into D1 (as seeds do), chunked to D1's 100 bound parameters. */
export async function insertPicks(picks: PickInsert[]) {
  const per = Math.floor(100 / PICK_COLUMNS.length);
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < picks.length; i += per) {
    const chunk = picks.slice(i, i + per);
    statements.push(
      env.DB.prepare(
        `INSERT INTO picks (${PICK_COLUMNS.join(", ")}) VALUES ${chunk.map(() => `(${PICK_COLUMNS.map(() => "?").join(", ")})`).join(", ")}`,
      ).bind(
        ...chunk.flatMap((p) => [
          p.userId,
          p.leagueId,
          p.gameId,
          p.seasonId,
          p.week,
          p.pickType,
          p.portion ?? "full_game",
          p.pickedTeamId ?? null,
          p.pickedValue ?? null,
          p.propId ?? null,
          p.spreadAtPick ?? null,
          p.totalAtPick ?? null,
          p.propLineAtPick ?? null,
          p.oddsAtPick ?? null,
          p.isLock ? 1 : 0,
          IMPORT_NOW.toISOString(),
        ]),
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
}

/** Every row of the tables the jobs write, for "running it again changes nothing" checks. */
export async function snapshot() {
  const tables = [
    "games",
    "picks",
    "league_week_points",
    "props",
    "odds",
    "odds_history",
    "rankings",
  ];
  const out: Record<string, unknown[]> = {};
  for (const t of tables)
    out[t] = (await env.DB.prepare(`SELECT * FROM ${t} ORDER BY 1, 2, 3`).all()).results;
  return out;
}

/** Wraps a D1Database so every executed statement is counted (each statement of a batch too). */
export function countingDb(db: D1Database) {
  const counter = { statements: 0 };
  const REAL = Symbol("real");
  const wrapStatement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === REAL) return target;
        if (prop === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values));
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw") {
          return (...args: unknown[]) => {
            counter.statements += 1;
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const wrapped = proxyD1(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql));
      if (prop === "batch") {
        return (list: D1PreparedStatement[]) => {
          counter.statements += list.length;
          return target.batch(
            list.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? s),
          );
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counter };
}
