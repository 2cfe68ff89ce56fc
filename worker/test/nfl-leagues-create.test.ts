/**
 * NFL leagues on the real 2024 NFL season (issue 16, ADR 1601), beside a college season: creating
 * one, its sport, season and the markets the NFL has (nfl-support.ts loads the seasons).
 */
import { describe, expect, it } from "vitest";
import {
  loadNflSeason,
  nflLeague,
  nflSeasonId,
  postLeague,
  spread,
  submit,
  week,
} from "./nfl-support";
import { call, createUser } from "./support";

const BET_TYPE_MESSAGE = "NFL leagues offer spread, over/under and moneyline only";
const PORTION_MESSAGE = "NFL leagues offer full-game picks only";

loadNflSeason();

describe("creating an NFL league", () => {
  it("plays the NFL season with the NFL's markets; college-only settings are normalised", async () => {
    const user = await createUser();
    const res = await postLeague(user, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "over_under", "moneyline"],
      include_week_0: true,
      include_bowl_games: true,
      include_conf_championship: true,
      include_playoffs: true,
      conference_filter: "sec",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      sport_key: "nfl",
      sport_name: "NFL",
      season: { id: nflSeasonId },
      allowed_bet_types: ["spread", "over_under", "moneyline"],
      allowed_game_portions: ["full_game"],
      include_week_0: false,
      include_bowl_games: false,
      include_conf_championship: false,
      include_playoffs: true,
      conference_filter: "all_fbs",
      current_week: 15,
      completed_weeks: Array.from({ length: 14 }, (_, i) => i + 1),
    });

    const byName = await postLeague(user, { sport: "NFL" });
    expect(byName.json.sport_key).toBe("nfl");
    const custom = await postLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NBA", "NFL"],
    });
    expect([custom.status, custom.json.sport_key]).toEqual([201, "nfl"]);
    const collegeFirst = await postLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NCAA Football", "NFL"],
    });
    expect(collegeFirst.json.sport_key).toBe("ncaa-football");
  });

  it("refuses a sport that contradicts the sport type or the allowed sports", async () => {
    const user = await createUser();
    const typed = await postLeague(user, { sport_type: "ncaa", sport: "nfl" });
    expect([typed.status, typed.json]).toEqual([
      400,
      { sport: ["The sport must be the sport type's sport (NCAA Football)"] },
    ]);
    const byId = await postLeague(user, {
      sport_type: "nfl",
      sport: (await postLeague(user, {})).json.sport.id,
    });
    expect([byId.status, byId.json]).toEqual([
      400,
      { sport: ["The sport must be the sport type's sport (NFL)"] },
    ]);
    const custom = await postLeague(user, {
      sport_type: "custom",
      allowed_sports: ["NFL"],
      sport: "ncaa",
    });
    expect([custom.status, custom.json]).toEqual([
      400,
      { sport: ["The sport must be one of the allowed sports"] },
    ]);
    const agreeing = await postLeague(user, { sport_type: "nfl", sport: "NFL" });
    expect([agreeing.status, agreeing.json.sport_key]).toEqual([201, "nfl"]);
  });

  it("an edit of the sport type changes the sport and season until the league is frozen", async () => {
    const user = await createUser();
    const collegeSeason = (await postLeague(user, {})).json.season.id;
    const league = await nflLeague(user);
    const patch = (id: number, body: Record<string, unknown>) =>
      call(`/api/leagues/${id}/`, { method: "PATCH", token: user.token, body });

    const toCollege = await patch(league.id, { sport_type: "ncaa" });
    expect(toCollege.status, toCollege.text).toBe(200);
    expect(toCollege.json).toMatchObject({
      sport_key: "ncaa-football",
      season: { id: collegeSeason },
    });
    const stored = await call(`/api/leagues/${league.id}/`, { token: user.token });
    expect(stored.json).toMatchObject({
      sport_key: "ncaa-football",
      season: { id: collegeSeason },
    });

    // Back to the NFL: its markets apply again.
    const props = await patch(league.id, { allowed_bet_types: ["spread", "player_props"] });
    expect(props.status, props.text).toBe(200);
    const refused = await patch(league.id, { sport_type: "nfl" });
    expect([refused.status, refused.json]).toEqual([
      400,
      { allowed_bet_types: [BET_TYPE_MESSAGE] },
    ]);
    const toNfl = await patch(league.id, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "moneyline"],
      include_week_0: true,
    });
    expect(toNfl.status, toNfl.text).toBe(200);
    expect(toNfl.json).toMatchObject({
      sport_key: "nfl",
      season: { id: nflSeasonId },
      include_week_0: false,
    });

    // Once frozen (a pick is made), sending the unchanged sport type is no change; another is.
    const pick = await submit(user, league.id, 15, [spread(week(15)[0]!)]);
    expect(pick.status, pick.text).toBe(201);
    const same = await patch(league.id, {
      sport_type: "nfl",
      sport: "NFL",
      name: "Sunday Crew II",
    });
    expect([same.status, same.json.sport_key, same.json.name]).toEqual([
      200,
      "nfl",
      "Sunday Crew II",
    ]);
    const other = await patch(league.id, { sport_type: "ncaa" });
    expect([other.status, Object.keys(other.json)]).toEqual([400, ["sport_type"]]);
  });

  it("refuses props, halves and quarters with an error on the field; college keeps them", async () => {
    const user = await createUser();
    const props = await postLeague(user, {
      sport_type: "nfl",
      allowed_bet_types: ["spread", "player_props"],
    });
    expect(props.status).toBe(400);
    expect(props.json).toEqual({ allowed_bet_types: [BET_TYPE_MESSAGE] });
    const halves = await postLeague(user, {
      sport_type: "nfl",
      allowed_game_portions: ["full_game", "half_game"],
    });
    expect(halves.status).toBe(400);
    expect(halves.json).toEqual({ allowed_game_portions: [PORTION_MESSAGE] });

    const league = await nflLeague(user);
    const edit = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { allowed_game_portions: ["full_game", "first_quarter"] },
    });
    expect(edit.status).toBe(400);
    expect(edit.json).toEqual({ allowed_game_portions: [PORTION_MESSAGE] });

    const collegeLeague = await postLeague(user, {
      allowed_bet_types: ["spread", "player_props"],
      allowed_game_portions: ["full_game", "half_game"],
    });
    expect(collegeLeague.status, collegeLeague.text).toBe(201);
  });
});
