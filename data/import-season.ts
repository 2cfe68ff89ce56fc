/**
 * Imports the real 2024 FBS season (data/*.csv) into D1: sports, season, conferences, teams, games
 * with their real results kept aside for the replay, closing lines plus derived markets, props,
 * player box scores and the three polls (AP, Coaches, CFP: data/import-polls.ts).
 *
 * Guarantees:
 * - Idempotent: every insert is an upsert keyed on the table's natural key; re-running never
 *   resets a game's replay state (status, scores) or anything grading wrote, and never duplicates.
 * - Chunked and resilient: rows go through ./upsert-rows (100 parameters a statement, batches
 *   sent again after a dropped connection, which only an upsert may be).
 * - Runs in Node (seed, via getPlatformProxy) and in the Workers runtime (tests) alike: it takes
 *   CSV text and a D1Database, no file system.
 *
 * The app-week mapping and the replay shift are documented in docs/decisions/0301 and 0303.
 */
import { batchIdempotent, type D1Like, updateAll, upsertRows } from "./upsert-rows";
import {
  DEMO_WEEK_KEY,
  RESET_REPLAY_STATE,
  resolveShift,
  SHIFT_KEY,
  writeSetting,
  type ImportOptions,
} from "./replay-shift";
import { buildSeasonRows } from "./season-rows";
import { parseGames, SEASON_YEAR, SPORT_KEY, SPORT_NAME, type SeasonFiles } from "./season-source";
import {
  PLAYER_STAT_COLUMNS,
  PROP_COLUMNS,
  RANKING_COLUMNS,
  TEAM_COLUMNS,
  upsertGameRows,
} from "./season-tables";

export interface ImportSummary {
  shiftWeeks: number;
  reanchored: boolean;
  games: number;
  odds: number;
  props: number;
  rankings: number;
  statements: number;
}

export async function importSeason(
  db: D1Like,
  files: SeasonFiles,
  options: ImportOptions,
): Promise<ImportSummary> {
  const nowIso = options.now.toISOString();
  const games = parseGames(files.games);
  const shift = await resolveShift(db, games, options);
  const rows = buildSeasonRows(files, shift.shiftWeeks, nowIso);
  let statements = 0;

  // The first batch after building every row, the longest the connection sits idle: an upsert,
  // so it may be sent again (./upsert-rows).
  await batchIdempotent(db, [
    db
      .prepare(
        "INSERT INTO sports (key, name) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET name = excluded.name",
      )
      .bind(SPORT_KEY, SPORT_NAME),
  ]);
  const sport = await db
    .prepare("SELECT id FROM sports WHERE key = ?")
    .bind(SPORT_KEY)
    .first<{ id: number }>();
  await db
    .prepare(
      "INSERT INTO seasons (sport_id, year, name, is_current) VALUES (?, ?, ?, 1) ON CONFLICT(sport_id, year) DO UPDATE SET name = excluded.name, is_current = 1",
    )
    .bind(sport!.id, SEASON_YEAR, `${SEASON_YEAR} Season`)
    .run();
  const season = await db
    .prepare("SELECT id FROM seasons WHERE sport_id = ? AND year = ?")
    .bind(sport!.id, SEASON_YEAR)
    .first<{ id: number }>();
  const seasonId = season!.id;
  const withSeason = (list: unknown[][]) =>
    list.map((r) => r.map((v) => (v === rows.SEASON ? seasonId : v)));

  statements += await upsertRows(
    db,
    "conferences",
    ["name", "slug", "is_power_5"],
    rows.conferences.map((c) => [c.name, c.slug, c.isPower5 ? 1 : 0]),
    "ON CONFLICT(name) DO UPDATE SET slug = excluded.slug, is_power_5 = excluded.is_power_5",
  );
  const conferenceIds = new Map(
    (
      await db.prepare("SELECT id, name FROM conferences").all<{ id: number; name: string }>()
    ).results.map((c) => [c.name, c.id]),
  );
  const teams = rows.teams.map((t) => {
    const name = rows.teamConference.get(t[0] as number);
    const copy = [...t];
    copy[4] = name ? (conferenceIds.get(name) ?? null) : null;
    return copy;
  });
  statements += await upsertRows(
    db,
    "teams",
    TEAM_COLUMNS,
    teams,
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(TEAM_COLUMNS, ["id"])}`,
  );
  statements += await upsertGameRows(db, {
    games: withSeason(rows.games),
    sourceResults: rows.sourceResults,
    odds: rows.odds,
    oddsHistory: rows.oddsHistory,
  });
  statements += await upsertRows(
    db,
    "props",
    PROP_COLUMNS,
    rows.props,
    `ON CONFLICT(id) DO UPDATE SET ${updateAll(PROP_COLUMNS, ["id", "updated_at"])}`,
  );
  statements += await upsertRows(
    db,
    "player_game_stats",
    PLAYER_STAT_COLUMNS,
    rows.playerStats,
    `ON CONFLICT(game_id, team_id, player_id) DO UPDATE SET ${updateAll(PLAYER_STAT_COLUMNS, ["game_id", "team_id", "player_id"])}`,
  );
  statements += await upsertRows(
    db,
    "rankings",
    RANKING_COLUMNS,
    withSeason(rows.rankings),
    `ON CONFLICT(poll, season_id, week, team_id) DO UPDATE SET ${updateAll(RANKING_COLUMNS, ["poll", "season_id", "week", "team_id"])}`,
  );

  const settings = [];
  if (!shift.existed || shift.changed || "demoText" in shift) {
    settings.push(writeSetting(db, SHIFT_KEY, String(shift.shiftWeeks), nowIso));
    settings.push(
      writeSetting(db, DEMO_WEEK_KEY, "demoText" in shift ? (shift.demoText ?? "") : "", nowIso),
    );
  }
  if (shift.changed) {
    // Re-anchored: replay every game again from its new kickoff.
    settings.push(db.prepare(`UPDATE games SET ${RESET_REPLAY_STATE}`).bind(nowIso));
  }
  // Not sent again on a dropped connection: the reset bumps scores_version, which is not an
  // upsert. It follows the rankings batch at once, on a connection that has just been used.
  if (settings.length) await db.batch(settings);

  return {
    shiftWeeks: shift.shiftWeeks,
    reanchored: shift.changed,
    games: rows.games.length,
    odds: rows.odds.length,
    props: rows.props.length,
    rankings: rows.rankings.length,
    statements,
  };
}
