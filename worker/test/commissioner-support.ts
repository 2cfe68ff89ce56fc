/**
 * What the commissioner's log tests (commissioner-*.test.ts) share: the fixture season and clock,
 * a league of a commissioner and a member with three games of week 5 five to seven hours away, a
 * stranger, the acts' calls, a game finished and graded, the log, the standings and the bell.
 */
import { env } from "cloudflare:test";
import { gradeFinishedGames } from "#worker/season/grading";
import { call, createUser, serverNowForTests, type TestUser as User } from "./support";
import {
  insertGame,
  insertLeague,
  seasonAndClock,
  type GameFixture,
  type LeagueFixtureOptions,
} from "./fixtures/sportsbook";

/** Call once at the top of a test file (it registers the season's `beforeAll`). */
export function commissionerKit() {
  const { season, hours } = seasonAndClock();

  async function setup(opts: LeagueFixtureOptions = {}) {
    const owner = await createUser();
    const member = await createUser();
    const stranger = await createUser();
    const games = [
      await insertGame(season, { week: 5, kickoffAt: hours(5) }),
      await insertGame(season, { week: 5, kickoffAt: hours(6) }),
      await insertGame(season, { week: 5, kickoffAt: hours(7) }),
    ];
    const league = await insertLeague(season, [owner, member], opts);
    return { owner, member, stranger, games, league };
  }

  /** A spread pick of the home side (-3.5 at -110 by the fixture's odds). */
  const homeSpread = (g: GameFixture) => ({
    game_id: g.id,
    pick_type: "spread",
    game_portion: "full_game",
    picked_team_id: g.homeTeamId,
  });

  const act = (user: User, leagueId: number, action: string, body: unknown, key?: string) =>
    call(`/api/leagues/${leagueId}/commissioner/${action}/`, {
      token: user.token,
      body,
      headers: key ? { "idempotency-key": key } : {},
    });

  const submit = (user: User, leagueId: number, picks: unknown[], week = 5) =>
    call("/api/weekly-picks/submit_picks/", {
      token: user.token,
      body: { league_id: leagueId, week, picks },
    });

  /** The game final at home 30, away 10 (the home side covers -3.5), then graded. */
  async function finishAndGrade(game: GameFixture, home = 30, away = 10) {
    await env.DB.prepare(
      `UPDATE games SET status = 'final', home_score = ?, away_score = ?,
         scores_version = scores_version + 1 WHERE id = ?`,
    )
      .bind(home, away, game.id)
      .run();
    await gradeFinishedGames(env, await serverNowForTests());
  }

  const log = (user: User, leagueId: number) =>
    call(`/api/leagues/${leagueId}/commissioner/log/`, { token: user.token });

  const standings = async (user: User, leagueId: number) =>
    (await call(`/api/leagues/${leagueId}/standings/`, { token: user.token })).json;

  const bell = async (user: User) =>
    (await call("/api/notifications/", { token: user.token })).json.results as {
      notification_type: string;
      title: string;
      message: string;
      action_url: string;
    }[];

  const picksOf = async (userId: number, leagueId: number) =>
    (
      await env.DB.prepare(
        "SELECT game_id, result, points, is_correct FROM picks WHERE user_id = ? AND league_id = ? ORDER BY game_id",
      )
        .bind(userId, leagueId)
        .all<{
          game_id: number;
          result: string | null;
          points: number;
          is_correct: number | null;
        }>()
    ).results;

  return {
    season,
    hours,
    setup,
    homeSpread,
    act,
    submit,
    finishAndGrade,
    log,
    standings,
    bell,
    picksOf,
  };
}
