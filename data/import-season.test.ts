import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { importSeason } from "./import-season";
import { chooseShiftWeeks } from "./replay-shift";
import { buildSeasonRows } from "./season-rows";
import {
  assignAppWeeks,
  conferenceSlug,
  parseGames,
  WEEK_MS,
  type SeasonFiles,
} from "./season-source";
import { upsertRows, type D1Like } from "./upsert-rows";
import { localParts } from "#domain/calendar";

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");
const files: SeasonFiles = {
  games: read("games_2024.csv"),
  teams: read("teams_2024.csv"),
  closingLines: read("lines_2024_closing.csv"),
  apPoll: read("ap_poll_2024.csv"),
  coachesPoll: read("coaches_poll_2024.csv"),
  cfpRankings: read("cfp_rankings_2024.csv"),
  playerStats: read("player_game_stats_2024.csv"),
};
const games = parseGames(files.games);
const weeks = assignAppWeeks(games);

describe("parseCsv", () => {
  it("handles quoted commas, escaped quotes and CRLF", () => {
    expect(parseCsv('a,b,c\r\n1,"x, ""y""",\r\n2,z,3\n')).toEqual([
      { a: "1", b: 'x, "y"', c: "" },
      { a: "2", b: "z", c: "3" },
    ]);
  });
});

describe("app week mapping", () => {
  const count = (w: number) => [...weeks.values()].filter((x) => x === w).length;
  it("week 0 is the Aug 24 games of CFBD week 1; regular weeks keep their number", () => {
    expect(count(0)).toBe(4);
    expect(count(1)).toBe(96);
    expect(weeks.get(401635525)).toBe(0); // Georgia Tech–Florida State in Dublin
    for (let w = 2; w <= 14; w++) {
      expect(count(w)).toBe(
        games.filter((g) => g.seasonType === "regular" && g.sourceWeek === w).length,
      );
    }
  });
  it("postseason: 15 conference championships, 16 Army–Navy, 17–19 bowls by date, 20–22 CFP rounds", () => {
    expect(count(15)).toBe(9);
    expect(count(16)).toBe(1);
    expect(count(17) + count(18) + count(19)).toBe(35);
    expect([count(20), count(21), count(22)]).toEqual([4, 4, 3]);
    expect(weeks.get(401677192)).toBe(22); // the title game
    for (const g of games.filter((x) => x.gameType === "bowl")) {
      const p = localParts(g.kickoff);
      const w = weeks.get(g.id)!;
      if (w === 17) expect(p.month === 12 && p.day <= 23).toBe(true);
      if (w === 18) expect(p.month === 12 && p.day >= 24).toBe(true);
      if (w === 19) expect(p.month).toBe(1);
    }
  });
});

describe("replay shift", () => {
  it("moves the season by whole years of weeks so today's date is the same date of 2024", () => {
    const now = new Date("2026-11-22T03:30:00.000Z");
    const shift = chooseShiftWeeks(games, now);
    expect(shift).toBe(104);
    const replayed = new Date(now.getTime() - shift * WEEK_MS);
    expect(replayed.toISOString().slice(0, 10)).toBe("2024-11-24");
    // Whole weeks: a Saturday stays a Saturday.
    expect(new Date(Date.parse("2024-11-30T17:00:00.000Z") + shift * WEEK_MS).getUTCDay()).toBe(6);
  });
  it("DEMO_WEEK puts today inside that week (Monday–Sunday ET)", () => {
    const now = new Date("2026-11-22T03:30:00.000Z");
    for (const demo of [0, 5, 13, 15]) {
      const shift = chooseShiftWeeks(games, now, demo);
      const inWeek = games
        .filter((g) => weeks.get(g.id) === demo)
        .map((g) => g.kickoff.getTime() + shift * WEEK_MS);
      const first = Math.min(...inWeek);
      expect(now.getTime()).toBeGreaterThan(first - 7 * 24 * 3600_000);
      expect(now.getTime()).toBeLessThan(first + 7 * 24 * 3600_000);
    }
  });
  it("out of season, today falls in week 1", () => {
    const now = new Date("2027-05-12T12:00:00.000Z");
    const shift = chooseShiftWeeks(games, now);
    const week1 = games
      .filter((g) => weeks.get(g.id) === 1)
      .map((g) => g.kickoff.getTime() + shift * WEEK_MS);
    expect(Math.min(...week1) - now.getTime()).toBeLessThan(7 * 24 * 3600_000);
    expect(Math.max(...week1)).toBeGreaterThan(now.getTime());
  });
});

describe("buildSeasonRows", () => {
  const rows = buildSeasonRows(files, 104, "2026-11-22T00:00:00.000Z");
  it("conferences carry the filter slugs and power-5 flags", () => {
    expect(conferenceSlug("Big Ten")).toBe("big_ten");
    expect(
      rows.conferences
        .filter((c) => c.isPower5)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["acc", "big_12", "big_ten", "pac_12", "sec"]);
  });
  it("missing lines stay missing: 16 games without a line get no odds and no derived markets", () => {
    const withOdds = new Set(rows.odds.map((o) => o[0]));
    expect(games.length - withOdds.size).toBe(16);
    expect(withOdds.has(401640992)).toBe(false); // App State–Liberty
    // Non-CFP bowls have a spread only: no total, so no derived totals and no team totals.
    const bowls = new Set(games.filter((g) => g.gameType === "bowl").map((g) => g.id));
    const bowlOdds = rows.odds.filter((o) => bowls.has(o[0] as number));
    expect(bowlOdds.length).toBeGreaterThan(35);
    for (const o of bowlOdds) expect([o[6], o[9]]).toEqual([null, null]);
    expect(rows.props.some((p) => bowls.has(p[1] as number) && p[2] === "team")).toBe(false);
  });
  it("every derived line is a half-point line at -110", () => {
    for (const o of rows.odds.filter((x) => x[12] === 1)) {
      for (const line of [o[2], o[6]])
        if (line !== null) expect(Math.abs(line as number) % 1).toBe(0.5);
      expect([o[4], o[7]].filter((p) => p !== null).every((p) => p === -110)).toBe(true);
    }
    for (const p of rows.props) expect(Math.abs(p[10] as number) % 1).toBe(0.5);
  });
  it("player props only with history before the game, at the player's earlier average", () => {
    const stats = parseCsv(files.playerStats);
    const firstGame = stats.reduce((a, b) =>
      Date.parse(a.start_date_utc!) <= Date.parse(b.start_date_utc!) ? a : b,
    );
    expect(rows.props.some((p) => p[1] === Number(firstGame.game_id) && p[2] === "player")).toBe(
      false,
    );
    // Will Howard's passing line in the title game: his average over earlier covered games.
    const howard = rows.props.find(
      (p) => p[1] === 401677192 && p[4] === 4429955 && p[7] === "passing_yards",
    )!;
    const earlier = stats.filter(
      (s) => s.player_id === "4429955" && Number(s.pass_attempts) > 0 && s.game_id !== "401677192",
    );
    const average = earlier.reduce((a, s) => a + Number(s.passing_yards), 0) / earlier.length;
    expect(howard[10]).toBe(Math.floor(average) + 0.5);
  });
  it("polls: preseason as week 0, the final as 23, each released before its week's games", () => {
    const released = (w: number) => rows.rankings.find((r) => r[2] === w)![9] as string;
    expect(rows.rankings.filter((r) => r[2] === 0)[0]![3]).toBe(1);
    expect(rows.rankings.filter((r) => r[0] === "ap" && r[2] === 23).length).toBe(25);
    const firstWeek14 = Math.min(
      ...rows.games.filter((g) => g[2] === 14).map((g) => Date.parse(g[7] as string)),
    );
    expect(Date.parse(released(14))).toBeLessThan(firstWeek14);
  });
  it("polls: every row of the AP, Coaches and CFP files, each poll under its own key", () => {
    const weeksOf = (poll: string) =>
      new Set(rows.rankings.filter((r) => r[0] === poll).map((r) => r[2]));
    expect(rows.rankings.filter((r) => r[0] === "ap").length).toBe(426);
    expect(rows.rankings.filter((r) => r[0] === "coaches").length).toBe(425);
    expect(rows.rankings.filter((r) => r[0] === "cfp").length).toBe(150);
    expect(weeksOf("coaches")).toEqual(weeksOf("ap"));
    expect([...weeksOf("cfp")]).toEqual([11, 12, 13, 14, 15, 16]);
    // The committee's empty points and votes are stored as 0 (the columns are NOT NULL).
    expect(rows.rankings.find((r) => r[0] === "cfp")!.slice(6, 9)).toEqual([0, 0, "9-0"]);
  });
});

/** A D1 stand-in that records SQL and bound parameter counts. */
function recordingDb() {
  const statements: Array<{ sql: string; params: number }> = [];
  const db = {
    prepare(sql: string) {
      const stmt = {
        params: [] as unknown[],
        bind(...values: unknown[]) {
          stmt.params = values;
          statements.push({ sql, params: values.length });
          return stmt;
        },
        async first() {
          if (sql.includes("FROM sports") || sql.includes("FROM seasons")) return { id: 1 };
          return null;
        },
        async run() {
          return { success: true };
        },
        async all() {
          return { results: sql.includes("FROM conferences") ? [{ id: 1, name: "SEC" }] : [] };
        },
      };
      return stmt;
    },
    async batch(list: unknown[]) {
      return list.map(() => ({ results: [] }));
    },
  };
  return { db: db as unknown as D1Like, statements };
}

describe("writing", () => {
  it("upsertRows never binds more than 100 parameters per statement", async () => {
    const { db, statements } = recordingDb();
    const rows = Array.from({ length: 250 }, (_, i) => [i, `n${i}`, i % 2, null, "x", 1, 2]);
    const n = await upsertRows(
      db,
      "t",
      ["a", "b", "c", "d", "e", "f", "g"],
      rows,
      "ON CONFLICT DO NOTHING",
    );
    expect(n).toBe(Math.ceil(250 / 14));
    expect(Math.max(...statements.map((s) => s.params))).toBeLessThanOrEqual(100);
  });
  it("a whole import stays within 100 parameters per statement and stores the shift", async () => {
    const { db, statements } = recordingDb();
    const summary = await importSeason(db, files, { now: new Date("2026-11-22T03:30:00.000Z") });
    expect(summary.shiftWeeks).toBe(104);
    expect(Math.max(...statements.map((s) => s.params))).toBeLessThanOrEqual(100);
    expect(statements.some((s) => s.sql.includes("app_settings"))).toBe(true);
  });
});
