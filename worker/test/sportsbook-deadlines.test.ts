import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, setClock } from "./support";
import { countPicks, ensureSeason, insertGame, insertLeague } from "./fixtures/sportsbook";

// League deadlines judged by the server clock: Saturday 12:00 PM ET (EDT in September) closes a
// Saturday-evening game at noon, while a game_time league still takes picks until kickoff.
describe("submission deadlines", () => {
  beforeAll(async () => {
    // Saturday 7 Sep 2024, 1:00 PM EDT = 17:00 UTC: an hour past Saturday noon ET.
    await setClock("2024-09-07T17:00:00.000Z");
  });

  it("saturday_noon closes games after noon ET; game_time keeps them open until kickoff", async () => {
    const season = await ensureSeason();
    const user = await createUser();
    // 7:30 PM EDT kickoff.
    const game = await insertGame(season, { week: 2, kickoffAt: "2024-09-07T23:30:00.000Z" });
    const noon = await insertLeague(season, [user], { submissionDeadline: "saturday_noon" });
    const kickoff = await insertLeague(season, [user], { submissionDeadline: "game_time" });
    const pick = {
      game_id: game.id,
      pick_type: "spread",
      picked_team_id: game.homeTeamId,
      picked_value: "-3.5",
    };

    const closed = await call("/api/weekly-picks/submit_picks/", {
      token: user.token,
      body: { league_id: noon.id, picks: [pick] },
    });
    expect(closed.status).toBe(400);
    expect(closed.json.error).toBe("The league's pick deadline for this game has passed");
    expect(await countPicks(user.id, noon.id)).toBe(0);

    const open = await call("/api/weekly-picks/submit_picks/", {
      token: user.token,
      body: { league_id: kickoff.id, picks: [pick] },
    });
    expect(open.status).toBe(201);

    const games = await call(`/api/sportsbook/games/?week=2&league_id=${noon.id}`, {
      token: user.token,
    });
    const listed = games.json.games.find((g: { id: number }) => g.id === game.id);
    expect(listed).toMatchObject({ is_available: false, lock_at: "2024-09-07T16:00:00.000Z" });
  });
});
