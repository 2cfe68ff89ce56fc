/**
 * What the sportsbook tests (sportsbook*.test.ts) share: the fixture season and clock
 * (seasonAndClock, filled in before a file's tests), a game whose moneylines lie outside the
 * default range, a spread pick, a submit of the week's card, and a user in a league with three
 * games of a week.
 */
import { call, createUser, type TestUser as User } from "./support";
import { insertGame, insertLeague, seasonAndClock, type GameFixture } from "./fixtures/sportsbook";

/** Call once at the top of a test file (it registers the season's `beforeAll`). */
export function sportsbookKit() {
  const { season, hours } = seasonAndClock();

  /** A game 4 hours away whose moneylines (+650 / -900) both lie outside -500..500. */
  const longshotGame = () =>
    insertGame(season, { week: 9, kickoffAt: hours(4), homeMl: 650, awayMl: -900 });

  const spreadPick = (g: GameFixture, over: Record<string, unknown> = {}) => ({
    game_id: g.id,
    pick_type: "spread",
    game_portion: "full_game",
    picked_team_id: g.homeTeamId,
    picked_value: "-3.5",
    ...over,
  });

  const submit = (user: User, body: Record<string, unknown>, key?: string) =>
    call("/api/weekly-picks/submit_picks/", {
      token: user.token,
      body,
      headers: key ? { "idempotency-key": key } : {},
    });

  async function setup(leagueOpts: Parameters<typeof insertLeague>[2] = {}, week = 5) {
    const user = await createUser();
    const games = [
      await insertGame(season, { week, kickoffAt: hours(5) }),
      await insertGame(season, { week, kickoffAt: hours(6) }),
      await insertGame(season, { week, kickoffAt: hours(7) }),
    ];
    const league = await insertLeague(season, [user], leagueOpts);
    return { user, games, league };
  }

  return { season, hours, longshotGame, spreadPick, submit, setup };
}
