/**
 * The league board's automatic posts: joins, leaves and removals with the membership change, and a
 * graded week's posts once however often grading re-runs.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gradeFinishedGames } from "#worker/season/grading";
// The grading listeners are wired where the jobs are.
import "#worker/jobs";
import type { Env } from "#worker/env";
import { call, createUser, serverNowForTests } from "./support";
import { ensureSeason, insertFinalGame, insertPick, leagueWithMembers } from "./fixtures/leagues";
import { board } from "./board-support";

/** The league's automatic posts, newest first, as [message_type, content]. */
async function leagueUpdates(token: string, leagueId: number) {
  const updates = await board(token, `league=${leagueId}&type=league_updates`);
  return updates.json.results.map((x: { message_type: string; content: string }) => [
    x.message_type,
    x.content,
  ]);
}

describe("automatic posts", () => {
  it("join and leave are posted with the membership change", async () => {
    const member = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    await call(`/api/leagues/${league.id}/leave/`, { token: member.token, body: {} });
    expect(await leagueUpdates(owner.token, league.id)).toEqual([
      ["auto_leave", `${member.username} left the league.`],
      ["auto_join", `${member.username} joined the league. Welcome!`],
    ]);
  });

  it("a member the commissioner removed is posted as removed, not as having left", async () => {
    const member = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    const kick = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: owner.token,
      body: { user_id: member.id },
    });
    expect(kick.status).toBe(200);
    expect((await leagueUpdates(owner.token, league.id))[0]).toEqual([
      "auto_leave",
      `${member.username} was removed from the league.`,
    ]);
  });

  it("a graded week earns its posts once, however often grading re-runs", async () => {
    const amy = await createUser();
    const ben = await createUser();
    const cy = await createUser();
    const { owner, league } = await leagueWithMembers([amy, ben, cy]);
    const season = await ensureSeason();
    const now = await serverNowForTests();
    const pick = (userId: number, gameId: number, week: number, team: number, isLock = false) =>
      insertPick({
        userId,
        leagueId: league.id,
        gameId,
        week,
        pickedTeamId: team,
        isLock,
        result: null,
        pickedValue: null,
      });
    const { home, away } = season.teams;
    // Locks: amy's win in weeks 5, 6 and 7 (a streak of 3), then loses in week 8.
    const w5 = await Promise.all([
      insertFinalGame(5),
      insertFinalGame(5),
      insertFinalGame(5),
      insertFinalGame(5),
    ]);
    for (const [i, g] of w5.entries()) {
      await pick(amy.id, g, 5, home, i === 0);
      await pick(ben.id, g, 5, away);
    }
    await pick(cy.id, w5[0]!, 5, home);
    for (const week of [6, 7, 8]) {
      const g = await insertFinalGame(week);
      await pick(amy.id, g, week, week === 8 ? away : home, true);
    }
    // Week 9, a race of three: ben 2 points, amy 1, cy 0 — won by one point.
    const w9 = await Promise.all([insertFinalGame(9), insertFinalGame(9)]);
    await pick(ben.id, w9[0]!, 9, home);
    await pick(ben.id, w9[1]!, 9, home);
    await pick(amy.id, w9[0]!, 9, home);
    await pick(amy.id, w9[1]!, 9, away);
    await pick(cy.id, w9[0]!, 9, away);
    // Grading reads the quarters.
    await env.DB.prepare(
      "UPDATE games SET home_q1 = 14, home_q2 = 7, home_q3 = 6, home_q4 = 3, away_q1 = 0, away_q2 = 7, away_q3 = 3, away_q4 = 0 WHERE season_id = ? AND week BETWEEN 5 AND 9",
    )
      .bind(season.seasonId)
      .run();
    await gradeFinishedGames(env as unknown as Env, now);
    const posts = async () =>
      (
        await env.DB.prepare(
          "SELECT message_type, content FROM board_messages WHERE league_id = ? AND message_type LIKE 'auto_%' AND message_type NOT IN ('auto_join','auto_leave') ORDER BY id",
        )
          .bind(league.id)
          .all<{ message_type: string; content: string }>()
      ).results;
    const written = await posts();
    expect(written).toEqual([
      { message_type: "auto_perfect", content: `${amy.username} went a perfect 4-0 in Week 5!` },
      {
        message_type: "auto_goose_egg",
        content: `${ben.username} laid a goose egg in Week 5: 0-4.`,
      },
      {
        message_type: "auto_not_close",
        content: `It wasn't close: ${amy.username} won Week 5 with 5 points, 4 ahead of ${cy.username}.`,
      },
      {
        message_type: "auto_lock_streak",
        content: `${amy.username} is on fire: 3 correct locks in a row!`,
      },
      {
        message_type: "auto_broken_streak",
        content: `${amy.username}'s streak of 3 correct locks ended in Week 8.`,
      },
      {
        message_type: "auto_nail_biter",
        content: `Nail-biter! ${ben.username} edged ${amy.username} by 1 point to win Week 9.`,
      },
    ]);
    // A score correction re-grades every game: nothing is posted twice.
    await env.DB.prepare("UPDATE games SET scores_version = scores_version + 1 WHERE season_id = ?")
      .bind(season.seasonId)
      .run();
    await gradeFinishedGames(env as unknown as Env, now);
    expect(await posts()).toEqual(written);
    expect(owner.id).toBeGreaterThan(0);
  });
});
