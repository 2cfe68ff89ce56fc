/**
 * GET /api/leagues/{id}/export/standings.csv and picks.csv?week=N: the commissioner's downloads.
 * The standings file's rows are the standings answer's rows (names, numbers, order); the picks
 * file lists only picks of games that have kicked off; text is escaped and formula-guarded.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser } from "./support";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { commissionerKit } from "./commissioner-support";

const { season, hours, setup, homeSpread, act, submit, finishAndGrade, standings } =
  commissionerKit();

/** RFC 4180 rows (quoted cells with doubled quotes, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

const csvOf = (token: string, path: string) => call(path, { token });

describe("the commissioner's CSV exports", () => {
  it("standings.csv has the standings answer's rows, names and numbers", async () => {
    const { owner, member, games, league } = await setup();
    const third = await createUser({ username: `=cmd_${Date.now().toString(36)}` });
    await env.DB.prepare(
      "INSERT INTO league_members (league_id, user_id, role, status, joined_at) VALUES (?, ?, 'member', 'active', ?)",
    )
      .bind(league.id, third.id, new Date().toISOString())
      .run();
    expect((await submit(member, league.id, [homeSpread(games[0]!)])).status).toBe(201);
    await finishAndGrade(games[0]!);
    await act(owner, league.id, "adjust_points", {
      user_id: third.id,
      week: 5,
      points: 4,
      reason: "fix",
    });

    const res = await csvOf(owner.token, `/api/leagues/${league.id}/export/standings.csv`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="test-league-standings.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header!.slice(0, 3)).toEqual(["Rank", "Username", "Points"]);
    expect(header).toContain("Week 5");
    const answer = await standings(owner, league.id);
    expect(rows).toHaveLength(answer.standings.length);
    const week5 = header!.indexOf("Week 5");
    answer.standings.forEach(
      (
        s: {
          rank: number;
          username: string;
          total_points: number;
          pick_ratio: string;
          win_percentage: number;
          weekly_points: Record<string, number>;
        },
        i: number,
      ) => {
        const r = rows[i]!;
        // A username a spreadsheet would run as a formula is guarded with a leading quote.
        expect(r[1]).toBe(s.username.startsWith("=") ? `'${s.username}` : s.username);
        expect([Number(r[0]), Number(r[2])]).toEqual([s.rank, s.total_points]);
        expect(r[header!.indexOf("Record")]).toBe(s.pick_ratio);
        expect(Number(r[header!.indexOf("Win %")])).toBe(s.win_percentage);
        expect(r[week5]).toBe(
          s.weekly_points.week_5 === undefined ? "" : String(s.weekly_points.week_5),
        );
      },
    );
    expect(rows[0]![1]).toBe(`'${third.username}`);
    expect(rows[0]![2]).toBe("4");
  });

  it("picks.csv lists only picks of games that have kicked off", async () => {
    const { owner, member } = await setup();
    const soon = await insertGame(season, { week: 7, kickoffAt: hours(1) });
    const later = await insertGame(season, { week: 7, kickoffAt: hours(8) });
    const league = await insertLeague(season, [owner, member], { name: 'Pool "A", 2024' });
    expect((await submit(member, league.id, [homeSpread(soon), homeSpread(later)], 7)).status).toBe(
      201,
    );
    // The first game kicks off (the clock passes it); the second has not.
    await env.DB.prepare("UPDATE games SET kickoff_at = ?, status = 'live' WHERE id = ?")
      .bind(hours(-1).toISOString(), soon.id)
      .run();
    const res = await csvOf(owner.token, `/api/leagues/${league.id}/export/picks.csv?week=7`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="pool-a-2024-week-7-picks.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      "Username",
      "Week",
      "Game",
      "Kickoff (UTC)",
      "Pick type",
      "Portion",
      "Pick",
      "Line",
      "Odds",
      "Lock",
      "Confidence",
      "Result",
      "Points",
    ]);
    expect(rows).toEqual([
      [
        member.username,
        "7",
        "TA&M @ TEX",
        hours(-1).toISOString(),
        "spread",
        "full_game",
        "TEX -3.5",
        "-3.5",
        "-110",
        "no",
        "",
        "",
        "0",
      ],
    ]);
  });

  it("is the commissioner's only, and needs a week for the picks", async () => {
    const { owner, member, stranger, league } = await setup();
    for (const path of ["standings.csv", "picks.csv?week=5"]) {
      const url = `/api/leagues/${league.id}/export/${path}`;
      expect((await csvOf(member.token, url)).status, path).toBe(403);
      expect((await csvOf(stranger.token, url)).status, path).toBe(404);
    }
    for (const q of ["", "?week=", "?week=abc", "?week=99"]) {
      const res = await csvOf(owner.token, `/api/leagues/${league.id}/export/picks.csv${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.week, q).toBeDefined();
    }
  });
});
