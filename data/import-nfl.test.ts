import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import {
  buildNflRows,
  chooseNflShiftWeeks,
  easternKickoff,
  importNflSeason,
  parseNflGames,
  parseNflTeams,
  type NflFiles,
} from "./import-nfl";
import { chooseShiftWeeks } from "./replay-shift";
import { parseGames, WEEK_MS } from "./season-source";
import { GAME_COLUMNS } from "./season-tables";
import type { D1Like } from "./upsert-rows";

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");
const files: NflFiles = { games: read("nfl_games_2024.csv"), teams: read("nfl_teams_2024.csv") };
const games = parseNflGames(files.games);
const teams = parseNflTeams(files.teams);
const col = (name: string) => GAME_COLUMNS.indexOf(name);

describe("the bundled NFL files", () => {
  it("are the nflverse file byte for byte and its 32 teams", () => {
    // The SHA-256 the data README gives for nflverse/nfldata games.csv's 2024 rows.
    expect(createHash("sha256").update(read("nfl_games_2024.csv")).digest("hex")).toBe(
      "12ce4a38c2d3ab58993232d9b81fe2a10c64db54a0e572c27c205820859d5422",
    );
    expect(games.length).toBe(285);
    expect(teams.length).toBe(32);
    expect(new Set(teams.map((t) => t.id)).size).toBe(32);
    for (const t of teams) {
      expect(t.id).toBeGreaterThan(100_000);
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.alternateColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.division.startsWith(t.conference)).toBe(true);
    }
    const abbreviations = new Set(teams.map((t) => t.abbreviation));
    for (const g of games) {
      expect(abbreviations.has(g.home)).toBe(true);
      expect(abbreviations.has(g.away)).toBe(true);
    }
  });

  it("puts both teams of every division game in the same division", () => {
    const division = new Map(teams.map((t) => [t.abbreviation, t.division]));
    for (const r of parseCsv(files.games)) {
      expect([r.game_id, division.get(r.home_team!) === division.get(r.away_team!)]).toEqual([
        r.game_id,
        r.div_game === "1",
      ]);
    }
  });
});

describe("Eastern kickoffs", () => {
  it.each([
    ["2024-09-05", "20:20", "2024-09-06T00:20:00.000Z"], // EDT
    ["2024-10-06", "09:30", "2024-10-06T13:30:00.000Z"], // London, given in ET
    ["2024-11-03", "13:00", "2024-11-03T18:00:00.000Z"], // EST from the day clocks fall back
    ["2025-02-09", "18:30", "2025-02-09T23:30:00.000Z"], // Super Bowl, EST
  ])("%s %s ET is %s", (day, time, utc) => {
    expect(easternKickoff(day, time).toISOString()).toBe(utc);
  });
});

describe("the replay shift of an NFL-only import", () => {
  const college = parseGames(read("games_2024.csv"));
  it.each(["2026-09-13T18:00:00.000Z", "2026-11-22T03:30:00.000Z", "2027-01-03T20:00:00.000Z"])(
    "on %s equals college's same-date shift",
    (iso) => {
      const now = new Date(iso);
      expect(chooseNflShiftWeeks(games, now)).toBe(chooseShiftWeeks(college, now));
    },
  );
  it("out of season, today falls in NFL week 1", () => {
    const now = new Date("2027-05-12T12:00:00.000Z");
    const shift = chooseNflShiftWeeks(games, now);
    const week1 = games
      .filter((g) => g.week === 1)
      .map((g) => g.kickoff.getTime() + shift * WEEK_MS);
    expect(Math.min(...week1) - now.getTime()).toBeLessThan(WEEK_MS);
    expect(Math.max(...week1)).toBeGreaterThan(now.getTime());
  });
});

describe("buildNflRows", () => {
  const rows = buildNflRows(files, 104, "2026-11-22T00:00:00.000Z");
  it("shows every spread as a ticket does: home at −spread_line, away at +spread_line", () => {
    const raw = new Map(parseCsv(files.games).map((r) => [Number(r.espn), r]));
    expect(rows.odds.length).toBe(285);
    for (const o of rows.odds) {
      const r = raw.get(o[0] as number)!;
      expect([o[2], o[3]]).toEqual([-Number(r.spread_line) || 0, Number(r.spread_line)]);
      expect([o[4], o[5], o[6], o[9], o[10]]).toEqual([
        Number(r.home_spread_odds),
        Number(r.away_spread_odds),
        Number(r.total_line),
        Number(r.home_moneyline),
        Number(r.away_moneyline),
      ]);
    }
  });
  it("names the playoff rounds and keeps the file's weeks", () => {
    const notes = new Map(rows.games.map((g) => [g[0], g[col("notes")]]));
    const byKey = new Map(games.map((g) => [g.gameKey, g.id]));
    expect(notes.get(byKey.get("2024_21_WAS_PHI"))).toBe("NFC Championship");
    expect(notes.get(byKey.get("2024_21_BUF_KC"))).toBe("AFC Championship");
    expect(notes.get(byKey.get("2024_22_KC_PHI"))).toBe("Super Bowl LIX");
    expect(notes.get(byKey.get("2024_01_GB_PHI"))).toBeNull(); // São Paulo: a regular game
    for (const g of rows.games) {
      expect(g[col("week")]).toBe(g[col("source_week")]);
      expect(g[col("conference_game")]).toBe(0);
    }
  });
});

describe("writing", () => {
  it("stays within D1's 100 parameters per statement and stores the shift it computed", async () => {
    const statements: Array<{ sql: string; params: number }> = [];
    const db = {
      prepare(sql: string) {
        const stmt = {
          bind(...values: unknown[]) {
            statements.push({ sql, params: values.length });
            return stmt;
          },
          async first() {
            return sql.includes("FROM app_settings") ? null : { id: 1 };
          },
          async run() {
            return { success: true };
          },
          async all() {
            return {
              results: sql.includes("FROM conferences")
                ? [
                    { id: 1, name: "AFC" },
                    { id: 2, name: "NFC" },
                  ]
                : [],
            };
          },
        };
        return stmt;
      },
      async batch(list: unknown[]) {
        return list.map(() => ({ results: [] }));
      },
    } as unknown as D1Like;
    const summary = await importNflSeason(db, files, { now: new Date("2026-11-22T03:30:00.000Z") });
    expect(summary).toMatchObject({ shiftWeeks: 104, games: 285, teams: 32, odds: 285, reset: 0 });
    expect(Math.max(...statements.map((s) => s.params))).toBeLessThanOrEqual(100);
    expect(statements.some((s) => s.sql.includes("INSERT INTO app_settings"))).toBe(true);
  });
});
