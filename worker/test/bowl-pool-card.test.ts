/**
 * A bowl pool's card on real D1 (issue 46, ADR 0406): a postseason_only league's sportsbook lists
 * only the games on its card now (the bowls it includes, a playoff game once its teams are known),
 * and a pick on any other game is refused 400 under the pick's game, nothing stored.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { countPicks, insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser } from "./support";

const { season, hours, spreadPick, submit } = sportsbookKit();

async function postseasonGame(week: number, kind: string, at: number) {
  const game = await insertGame(season, { week, kickoffAt: hours(at), isPostseason: true });
  await env.DB.prepare("UPDATE games SET postseason_kind = ? WHERE id = ?")
    .bind(kind, game.id)
    .run();
  return game;
}

describe("a bowl pool's card", () => {
  it("is what its sportsbook lists, and a pick off it is refused under the pick's game", async () => {
    const user = await createUser();
    const bowl = await postseasonGame(17, "bowl", 5);
    const title = await postseasonGame(16, "conference_championship", 4);
    const quarter = await postseasonGame(18, "playoff", 6);
    // The same two teams meet again later: that game joins once the earlier one is final.
    const semi = await postseasonGame(19, "playoff", 50);
    const league = await insertLeague(season, [user], {
      name: "Bowl Mania",
      includeBowlGames: true,
    });
    await env.DB.prepare(
      "UPDATE leagues SET postseason_only = 1, include_playoffs = 1 WHERE id = ?",
    )
      .bind(league.id)
      .run();
    const games = await call(`/api/sportsbook/games/?league_id=${league.id}&week=postseason`, {
      token: user.token,
    });
    expect(games.status, games.text).toBe(200);
    const ids = games.json.games.map((g: { id: number }) => g.id);
    expect(ids).toEqual([bowl.id, quarter.id]);
    expect(ids).not.toContain(title.id);
    expect(games.json.fetch_status.games).toBe(2);

    const message = SERVER_PICK_TEXTS.notOnCard("Bowl Mania");
    const off = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(bowl), spreadPick(semi)],
    });
    expect(off.status).toBe(400);
    expect(off.json).toEqual({ "picks.1.game_id": [message] });
    const one = await call("/api/picks/", {
      token: user.token,
      body: { game: semi.id, betType: "spread", selection: "home", leagueId: league.id },
    });
    expect(one.status).toBe(400);
    expect(one.json).toEqual({ game: [message] });
    expect(await countPicks(user.id, league.id)).toBe(0);

    const on = await submit(user, { league_id: league.id, picks: [spreadPick(bowl)] });
    expect(on.status, on.text).toBe(201);

    // The card's last game by kickoff is the tiebreaker game even before its teams are known, and
    // then no answer names them: the replayed season must not give the bracket away.
    await env.DB.prepare(
      "UPDATE leagues SET primary_tiebreaker = 'total_guess', pool_format = 'confidence' WHERE id = ?",
    )
      .bind(league.id)
      .run();
    const status = await call("/api/sportsbook/league_status/?week=postseason", {
      token: user.token,
    });
    const pool = status.json.leagues.find((l: { id: number }) => l.id === league.id).pool_week;
    expect(pool.tiebreaker_game_id).toBe(semi.id);
    expect(pool.tiebreaker_matchup).toMatch(/\(teams to be decided\)$/);
  });

  it("leaves a season league's postseason list as it was", async () => {
    const user = await createUser();
    const first = await postseasonGame(18, "playoff", 7);
    const rematch = await postseasonGame(19, "playoff", 60);
    const league = await insertLeague(season, [user], { includeBowlGames: true });
    const games = await call(`/api/sportsbook/games/?league_id=${league.id}&week=postseason`, {
      token: user.token,
    });
    const ids = games.json.games.map((g: { id: number }) => g.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, rematch.id]));
  });

  it("owes the card's games, not its limit of 100: those on it now, then those open and not picked yet", async () => {
    const user = await createUser();
    const bowl = await postseasonGame(17, "bowl", 8);
    await postseasonGame(18, "playoff", 9);
    const regular = await insertGame(season, { week: 3, kickoffAt: hours(10) });
    const league = await insertLeague(season, [user], {
      name: "Office Bowls",
      includeBowlGames: true,
    });
    await env.DB.prepare(
      "UPDATE leagues SET postseason_only = 1, include_playoffs = 1, postseason_pick_limit = 100 WHERE id = ?",
    )
      .bind(league.id)
      .run();
    const listed = await call(`/api/sportsbook/games/?league_id=${league.id}&week=postseason`, {
      token: user.token,
    });
    const card = listed.json.games.length as number;
    expect(card).toBeGreaterThanOrEqual(2);
    // Unasked, or asked by one of its weeks, the week is the whole card (the newer screen asks
    // with no week at first).
    for (const week of ["", "&week=17"]) {
      const same = await call(`/api/sportsbook/games/?league_id=${league.id}${week}`, {
        token: user.token,
      });
      expect(same.json.games.length, week).toBe(card);
    }
    const mine = async () => {
      const res = await call("/api/sportsbook/league_status/?week=postseason", {
        token: user.token,
      });
      expect(res.status, res.text).toBe(200);
      return res.json.leagues.find((l: { id: number }) => l.id === league.id);
    };
    expect(await mine()).toMatchObject({ picks_required_this_week: card, picks_remaining: card });

    const on = await submit(user, { league_id: league.id, picks: [spreadPick(bowl)] });
    expect(on.status, on.text).toBe(201);
    expect(await mine()).toMatchObject({
      picks_required_this_week: card,
      picks_remaining: card - 1,
    });

    // The week view counts the same card: one pick of it is not a complete card.
    const week = await call(`/api/leagues/${league.id}/weekly_picks/?week=17`, {
      token: user.token,
    });
    expect(week.status, week.text).toBe(200);
    expect(week.json.picks_required).toBe(card);
    expect(week.json.weekly_picks[0]).toMatchObject({ picks_submitted: 1, is_complete: false });

    // A regular-season game is not the league's to pick.
    const off = await submit(user, { league_id: league.id, picks: [spreadPick(regular)] });
    expect(off.status, off.text).toBe(400);
    expect(await countPicks(user.id, league.id)).toBe(1);
  });
});
