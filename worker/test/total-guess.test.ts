/**
 * The total-points guess (issue 46, ADR 0406) on real D1: `total_guess` as a league's tiebreaker,
 * and the guess taken with a week's submission (required, in range, changeable until the
 * tiebreaker game kicks off, stored in the same batch as the picks or not at all).
 */
import { describe, expect, it } from "vitest";
import { call, createUser } from "./support";
import { ensureSeason } from "./fixtures/leagues";

describe("total_guess as a league tiebreaker", () => {
  it("is accepted as the primary in Create League and as the secondary in an edit", async () => {
    await ensureSeason();
    const user = await createUser();
    const created = await call("/api/leagues/", {
      token: user.token,
      body: { name: "Guessers", primary_tiebreaker: "total_guess" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ primary_tiebreaker: "total_guess" });
    const edited = await call(`/api/leagues/${created.json.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { primary_tiebreaker: "random", secondary_tiebreaker: "total_guess" },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      primary_tiebreaker: "random",
      secondary_tiebreaker: "total_guess",
    });
    const odd = await call(`/api/leagues/${created.json.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { secondary_tiebreaker: "closest_guess" },
    });
    expect(odd.status).toBe(400);
    expect(odd.json).toEqual({ secondary_tiebreaker: ["Unknown tiebreaker"] });
  });
});
