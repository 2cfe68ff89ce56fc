/**
 * The scores ticker's NBA, NHL and MLB tabs (issue 45): each shows the games of its own sport's
 * season on the replayed day, with each team's colours, and never another sport's.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { TickerGame } from "#domain/season/contract";
import { call, setClock } from "./support";
import { ensureSeason, insertGame } from "./fixtures/leagues";

const DAY = "2024-11-30";

async function nbaGame(id: number, kickoff: string, status: "scheduled" | "final") {
  await env.DB.prepare(
    `INSERT INTO games (id, season_id, week, season_type, source_week, kickoff_at, source_kickoff_at,
       home_team_id, away_team_id, status, home_score, away_score, updated_at)
     SELECT ?, s.id, 6, 'regular', 6, ?, ?, 200002, 200020, ?, ?, ?, ?
     FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'nba'`,
  )
    .bind(
      id,
      kickoff,
      kickoff,
      status,
      status === "final" ? 118 : null,
      status === "final" ? 104 : null,
      kickoff,
    )
    .run();
}

beforeAll(async () => {
  await ensureSeason();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO sports (key, name) VALUES ('nba', 'NBA')"),
    env.DB.prepare(
      `INSERT INTO seasons (sport_id, year, name, is_current)
       SELECT id, 2024, '2024-25 NBA Season', 0 FROM sports WHERE key = 'nba'`,
    ),
    env.DB.prepare(
      `INSERT INTO teams (id, school, mascot, abbreviation, classification, color, alternate_color)
       VALUES (200002, 'Boston', 'Celtics', 'BOS', 'nba', '#007a33', '#ba9653'),
              (200020, 'New York', 'Knicks', 'NYK', 'nba', '#006bb6', '#f58426')`,
    ),
  ]);
  // Around the replayed ET day of 30 Nov: an NBA game the evening before (final), one that day,
  // one two days on; and a college game that day.
  await nbaGame(9_100_101, `${DAY}T00:30:00.000Z`, "final");
  await nbaGame(9_100_102, `${DAY}T20:00:00.000Z`, "scheduled");
  await nbaGame(9_100_103, "2024-12-02T00:30:00.000Z", "scheduled");
  await insertGame({ week: 14, kickoff: `${DAY}T17:00:00.000Z` });
});

describe("GET /api/ticker/?sport=nba", () => {
  it("shows the NBA games of the replayed day in their teams' colours, and no college game", async () => {
    await setClock(`${DAY}T18:00:00.000Z`);
    const nba = await call("/api/ticker/?sport=nba");
    expect(nba.status).toBe(200);
    const games = nba.json.games as TickerGame[];
    expect(games.map((g) => [g.id, g.status])).toEqual([[9_100_102, "scheduled"]]);
    expect(games[0]!.home_team).toMatchObject({
      abbreviation: "BOS",
      color: "#007a33",
      alternate_color: "#ba9653",
    });
    expect(games[0]!.away_team).toMatchObject({ abbreviation: "NYK", color: "#006bb6" });
    const college = (await call("/api/ticker/?sport=ncaa-football")).json.games as Array<{
      id: number;
    }>;
    expect(college.length).toBeGreaterThan(0);
    expect(college.some((g) => g.id >= 9_100_000)).toBe(false);
    // A sport with no season loaded answers no games, not another sport's.
    expect((await call("/api/ticker/?sport=mlb")).json).toEqual({ games: [] });
  });
});
