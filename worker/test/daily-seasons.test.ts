/**
 * The four seasons of issue 45 beside college football and the NFL, as `npm start` imports them
 * (college first, which writes the replay shift): every game id is its own across all six
 * sports, every sport's kickoffs follow the one shift, and a re-anchored replay puts each moved
 * game back before kickoff to be replayed again.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { WEEK_MS } from "#data/season-source";
import { gamesOf, IMPORTERS, summaries } from "./daily-season-support";
import { importTestNflSeason, nflFiles, seasonFiles, shiftWeeks } from "./season-support";

const SPORTS = ["nba", "nhl", "mlb", "soccer"];
const COUNTS: Record<string, number> = { nba: 1321, nhl: 1399, mlb: 2429, soccer: 380 };

beforeAll(async () => {
  await importTestNflSeason({ withCollege: true });
  for (const sport of SPORTS) summaries[sport] = await IMPORTERS[sport]!();
}, 240_000);

describe("six sports in one database", () => {
  it("keeps every game id apart: no import overwrote another sport's game", async () => {
    const college = parseCsv(seasonFiles.games).map((g) => Number(g.game_id));
    const nfl = parseCsv(nflFiles.games).map((g) => Number(g.espn));
    const all = [...college, ...nfl];
    for (const sport of SPORTS) all.push(...(await gamesOf(sport)).map((g) => g.id as number));
    expect(all.length).toBe(920 + 285 + 1321 + 1399 + 2429 + 380);
    expect(new Set(all).size).toBe(all.length);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM games").first<{ n: number }>();
    expect(stored!.n).toBe(all.length);
  });

  it("shifts every sport's kickoffs by college's replay shift", async () => {
    const shift = await shiftWeeks();
    for (const sport of SPORTS) {
      expect(summaries[sport]!.shiftWeeks).toBe(shift);
      for (const g of await gamesOf(sport)) {
        expect(Date.parse(g.kickoff_at as string) - Date.parse(g.source_kickoff_at as string)).toBe(
          shift * WEEK_MS,
        );
      }
    }
  });

  it("re-anchored, moves every kickoff and puts a replayed game back before kickoff", async () => {
    const shift = await shiftWeeks();
    const final = (await gamesOf("soccer"))[0]!.id as number;
    await env.DB.prepare(
      "UPDATE games SET status = 'final', home_score = 1, away_score = 0 WHERE id = ?",
    )
      .bind(final)
      .run();
    await env.DB.prepare("UPDATE app_settings SET value = ? WHERE key = 'replay_shift_weeks'")
      .bind(String(shift + 1))
      .run();
    for (const sport of SPORTS) {
      const summary = await IMPORTERS[sport]!();
      expect([sport, summary.shiftWeeks, summary.reset]).toEqual([sport, shift + 1, COUNTS[sport]]);
    }
    const moved = await env.DB.prepare(
      "SELECT status, home_score, kickoff_at, source_kickoff_at FROM games WHERE id = ?",
    )
      .bind(final)
      .first<Record<string, unknown>>();
    expect([moved!.status, moved!.home_score]).toEqual(["scheduled", null]);
    expect(
      Date.parse(moved!.kickoff_at as string) - Date.parse(moved!.source_kickoff_at as string),
    ).toBe((shift + 1) * WEEK_MS);
  }, 120_000);
});
