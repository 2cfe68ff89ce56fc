/**
 * Every row of the bundled college season to write: teams, games, real results, closing lines and
 * the markets derived from them, props and player box scores, polls.
 */
import {
  derivePortionLines,
  deriveTeamTotals,
  PLAYER_PROP_TYPES,
  playerPropLine,
  STANDARD_PRICE,
  type PlayerStat,
} from "#domain/markets/derived-markets";
import { parseCsv } from "./csv";
import { pollRows } from "./import-polls";
import {
  assignAppWeeks,
  conferenceSlug,
  int,
  num,
  parseGames,
  POWER_5,
  WEEK_MS,
  type SeasonFiles,
} from "./season-source";

export interface SeasonRows {
  conferences: Array<{ name: string; slug: string; isPower5: boolean }>;
  teams: unknown[][];
  games: unknown[][];
  sourceResults: unknown[][];
  odds: unknown[][];
  oddsHistory: unknown[][];
  props: unknown[][];
  playerStats: unknown[][];
  rankings: unknown[][];
  /** team rows need conference ids, rankings need the season id: filled at write time. */
  teamConference: Map<number, string>;
}

/** Deterministic prop ids so re-imports update rather than duplicate: game id × 100 + slot. */
export const teamPropId = (gameId: number, side: "home" | "away") =>
  gameId * 100 + (side === "home" ? 1 : 2);
export const playerPropId = (gameId: number, slot: number) => gameId * 100 + 10 + slot;
const MAX_PLAYER_PROPS_PER_GAME = 89;

/** Builds every row to write (season id as the marker `SEASON`, filled in by importSeason). */
export function buildSeasonRows(
  files: SeasonFiles,
  shiftWeeks: number,
  nowIso: string,
): SeasonRows & { SEASON: symbol } {
  const SEASON = Symbol("season_id");
  const shift = (d: Date) => new Date(d.getTime() + shiftWeeks * WEEK_MS).toISOString();
  const games = parseGames(files.games);
  const weeks = assignAppWeeks(games);
  const teamRows = parseCsv(files.teams);

  const conferenceNames = new Set<string>();
  for (const t of teamRows) if (t.conference_2024) conferenceNames.add(t.conference_2024);
  const conferences = [...conferenceNames]
    .sort()
    .map((name) => ({ name, slug: conferenceSlug(name), isPower5: POWER_5.has(name) }));
  const teamConference = new Map<number, string>();
  const teams = teamRows.map((t) => {
    const id = Number(t.team_id);
    if (t.conference_2024) teamConference.set(id, t.conference_2024);
    const abbreviation =
      t.abbreviation ||
      t
        .school!.replace(/[^A-Za-z]/g, "")
        .slice(0, 4)
        .toUpperCase();
    return [
      id,
      t.school,
      t.mascot || null,
      abbreviation,
      null,
      t.classification_2024 || null,
      t.color || null,
      t.alternate_color || null,
      t.logo_url || null,
      t.logo_dark_url || null,
      t.home_venue || null,
      t.city || null,
      t.state || null,
      t.timezone || null,
    ];
  });

  const gameRows = games.map((g) => [
    g.id,
    SEASON,
    weeks.get(g.id)!,
    g.seasonType,
    g.sourceWeek,
    g.gameType === "regular" ? null : g.gameType,
    g.isPostseason ? 1 : 0,
    shift(g.kickoff),
    g.kickoff.toISOString(),
    g.startTimeTbd ? 1 : 0,
    g.venue,
    g.neutralSite ? 1 : 0,
    g.conferenceGame ? 1 : 0,
    g.notes,
    g.homeId,
    g.awayId,
    nowIso,
  ]);
  const sourceResults = games.map((g) => [
    g.id,
    g.completed ? 1 : 0,
    g.homePoints,
    g.awayPoints,
    g.homeLineScores,
    g.awayLineScores,
  ]);

  const odds: unknown[][] = [];
  const oddsHistory: unknown[][] = [];
  const props: unknown[][] = [];
  const gameById = new Map(games.map((g) => [g.id, g]));
  const schoolById = new Map(teamRows.map((t) => [Number(t.team_id), t.school!]));
  for (const l of parseCsv(files.closingLines)) {
    const gameId = Number(l.game_id);
    const game = gameById.get(gameId);
    if (!game) continue;
    const homeSpread = num(l.spread_home);
    const total = num(l.over_under);
    const homeMl = int(l.home_moneyline);
    const awayMl = int(l.away_moneyline);
    const hasMl = homeMl !== null && awayMl !== null;
    if (homeSpread === null && total === null && !hasMl) continue;
    const provider = l.spread_provider || l.total_provider || l.moneyline_provider || "consensus";
    odds.push([
      gameId,
      "full_game",
      homeSpread,
      homeSpread === null ? null : -homeSpread,
      homeSpread === null ? null : STANDARD_PRICE,
      homeSpread === null ? null : STANDARD_PRICE,
      total,
      total === null ? null : STANDARD_PRICE,
      total === null ? null : STANDARD_PRICE,
      hasMl ? homeMl : null,
      hasMl ? awayMl : null,
      provider,
      0,
      nowIso,
    ]);
    const openSpread = num(l.spread_open_home);
    const openTotal = num(l.over_under_open);
    if (openSpread !== null || openTotal !== null) {
      oddsHistory.push([
        gameId,
        "full_game",
        openSpread,
        openTotal,
        null,
        null,
        provider,
        "open",
        nowIso,
      ]);
    }
    oddsHistory.push([
      gameId,
      "full_game",
      homeSpread,
      total,
      hasMl ? homeMl : null,
      hasMl ? awayMl : null,
      provider,
      "close",
      nowIso,
    ]);
    for (const p of derivePortionLines({ homeSpread, total })) {
      odds.push([
        gameId,
        p.portion,
        p.homeSpread,
        p.awaySpread,
        p.homeSpread === null ? null : STANDARD_PRICE,
        p.homeSpread === null ? null : STANDARD_PRICE,
        p.total,
        p.total === null ? null : STANDARD_PRICE,
        p.total === null ? null : STANDARD_PRICE,
        null,
        null,
        "derived",
        1,
        nowIso,
      ]);
    }
    const teamTotals = deriveTeamTotals({ homeSpread, total });
    if (teamTotals) {
      for (const side of ["home", "away"] as const) {
        const teamId = side === "home" ? game.homeId : game.awayId;
        props.push([
          teamPropId(gameId, side),
          gameId,
          "team",
          teamId,
          null,
          null,
          null,
          "team_total_points",
          "Team Total",
          `${schoolById.get(teamId) ?? "Team"} Team Total Points`,
          teamTotals[side],
          STANDARD_PRICE,
          STANDARD_PRICE,
          nowIso,
        ]);
      }
    }
  }

  // Player box scores, in kickoff order, give both the stats (grading) and the prop lines
  // (the player's average in earlier covered games).
  const statRows = parseCsv(files.playerStats).sort(
    (a, b) =>
      Date.parse(a.start_date_utc!) - Date.parse(b.start_date_utc!) ||
      Number(a.game_id) - Number(b.game_id),
  );
  const playerStats: unknown[][] = [];
  const history = new Map<string, number[]>();
  const slots = new Map<number, number>();
  const pendingHistory: Array<[string, number]> = [];
  let currentGame = -1;
  const flushHistory = () => {
    for (const [key, value] of pendingHistory) {
      const list = history.get(key) ?? [];
      list.push(value);
      history.set(key, list);
    }
    pendingHistory.length = 0;
  };
  for (const r of statRows) {
    const gameId = Number(r.game_id);
    if (!gameById.has(gameId)) continue;
    if (gameId !== currentGame) {
      flushHistory();
      currentGame = gameId;
    }
    const teamId = Number(r.team_id);
    const playerId = Number(r.player_id);
    const receivingYards = int(r.receiving_yards);
    const values: Record<PlayerStat, number | null> = {
      passing_yards: (int(r.pass_attempts) ?? 0) > 0 ? (int(r.passing_yards) ?? 0) : null,
      rushing_yards: (int(r.rushing_attempts) ?? 0) > 0 ? (int(r.rushing_yards) ?? 0) : null,
      receiving_yards:
        receivingYards !== null && ((int(r.receptions) ?? 0) > 0 || receivingYards !== 0)
          ? receivingYards
          : null,
    };
    playerStats.push([
      gameId,
      teamId,
      playerId,
      r.player!,
      int(r.passing_yards) ?? 0,
      int(r.rushing_yards) ?? 0,
      receivingYards,
    ]);
    const [first, ...rest] = r.player!.split(" ");
    for (const stat of Object.keys(PLAYER_PROP_TYPES) as PlayerStat[]) {
      const key = `${playerId}:${stat}`;
      const line = playerPropLine(stat, history.get(key) ?? []);
      const slot = slots.get(gameId) ?? 0;
      if (line !== null && slot < MAX_PLAYER_PROPS_PER_GAME) {
        slots.set(gameId, slot + 1);
        const type = PLAYER_PROP_TYPES[stat];
        props.push([
          playerPropId(gameId, slot),
          gameId,
          "player",
          teamId,
          playerId,
          first ?? "",
          rest.join(" "),
          stat,
          type.subcategory,
          `${r.player} ${type.label}`,
          line,
          STANDARD_PRICE,
          STANDARD_PRICE,
          nowIso,
        ]);
      }
      const value = values[stat];
      if (value !== null) pendingHistory.push([key, value]);
    }
  }
  flushHistory();

  const rankings = pollRows(
    files,
    games.map((g) => ({ week: weeks.get(g.id)!, at: g.kickoff.getTime() })),
    SEASON,
    shift,
  );

  return {
    SEASON,
    conferences,
    teams,
    games: gameRows,
    sourceResults,
    odds,
    oddsHistory,
    props,
    playerStats,
    rankings,
    teamConference,
  };
}
