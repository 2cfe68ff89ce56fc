import { describe, expect, it } from "vitest";
import { validateLeagueSettings } from "#domain/leagues/league-settings";
import { EVERY_CARD_GAME } from "#domain/leagues/enums";
import { bowlPoolPreset, initialForm, toPayload, withPoolFormat } from "./create-league-form";

describe("Create League's pool format", () => {
  it("starts standard, not postseason-only, and sends both", () => {
    const payload = toPayload(initialForm());
    expect(payload.pool_format).toBe("standard");
    expect(payload.postseason_only).toBe(false);
  });

  it("turns locks off when confidence is chosen, and leaves them as they were for standard", () => {
    const form = { ...initialForm(), enable_locks: true };
    expect(withPoolFormat(form, "confidence").enable_locks).toBe(false);
    expect(withPoolFormat(form, "standard").enable_locks).toBe(true);
  });

  it("never sends a lock with a confidence league, so the server cannot refuse it", () => {
    const form = { ...initialForm(), pool_format: "confidence" as const, enable_locks: true };
    expect(toPayload(form).enable_locks).toBe(false);
  });
});

describe("the Bowl Pool preset", () => {
  const before = {
    ...initialForm(),
    name: "Office Bowl Mania",
    description: "Loser brings donuts",
    sport_type: "nfl" as const,
    include_conf_championship: true,
    include_bowl_games: false,
    include_playoffs: false,
    enable_locks: true,
  };
  const preset = bowlPoolPreset(before);

  it("fills college football's postseason card, bowls and playoff in, conference games out", () => {
    expect(preset).toMatchObject({
      sport_type: "ncaa",
      postseason_only: true,
      include_bowl_games: true,
      include_playoffs: true,
      include_conf_championship: false,
      include_week_0: false,
    });
  });

  it("picks every game on the card, ranked, without locks", () => {
    expect(preset.pool_format).toBe("confidence");
    expect(preset.enable_locks).toBe(false);
    expect(preset.postseason_pick_limit).toBe(String(EVERY_CARD_GAME));
  });

  it("breaks ties by the total-points guess and takes every line, however long the odds", () => {
    expect(preset.primary_tiebreaker).toBe("total_guess");
    expect(preset.secondary_tiebreaker).not.toBe("total_guess");
    expect(preset.odds_range_enabled).toBe(false);
  });

  it("keeps the fan's name and description", () => {
    expect(preset.name).toBe("Office Bowl Mania");
    expect(preset.description).toBe("Loser brings donuts");
  });

  it("sends no week 0 for a postseason-only league, even one ticked before", () => {
    const ticked = { ...initialForm(), include_week_0: true, postseason_only: true };
    expect(toPayload(ticked).include_week_0).toBe(false);
  });

  it("makes a payload the league settings accept", () => {
    const payload = toPayload(preset);
    expect(validateLeagueSettings(payload).ok).toBe(true);
    expect(payload).toMatchObject({
      pool_format: "confidence",
      postseason_only: true,
      enable_locks: false,
      postseason_pick_limit: EVERY_CARD_GAME,
      include_bowl_games: true,
      include_playoffs: true,
      include_conf_championship: false,
    });
  });
});

describe("Create League's auto-pick", () => {
  const named = () => ({ ...initialForm(), name: "Saturday Crew" });

  it("starts off with the server's limit of 3, and the server accepts it", () => {
    const payload = toPayload(named());
    expect(payload.auto_pick).toBe("off");
    expect(payload.auto_pick_limit).toBe(3);
    expect(validateLeagueSettings(payload).ok).toBe(true);
  });

  it("sends the rule and the limit as a number", () => {
    const payload = toPayload({ ...named(), auto_pick: "home", auto_pick_limit: "10" });
    expect(payload).toMatchObject({ auto_pick: "home", auto_pick_limit: 10 });
    expect(validateLeagueSettings(payload).ok).toBe(true);
  });

  it("refuses a limit past 10 or left blank under the limit's own field", () => {
    for (const limit of ["11", ""]) {
      const check = validateLeagueSettings(
        toPayload({ ...named(), auto_pick: "favorite", auto_pick_limit: limit }),
      );
      expect(check.ok).toBe(false);
      if (!check.ok) expect(Object.keys(check.errors)).toEqual(["auto_pick_limit"]);
    }
  });
});

describe("Create League's survivor pool", () => {
  const survivor = () =>
    withPoolFormat({ ...initialForm(), name: "Last Fan Standing" }, "survivor");

  it("starts with one life, straight up, a push survives, and the server accepts it", () => {
    const payload = toPayload(survivor());
    expect(payload).toMatchObject({
      pool_format: "survivor",
      survivor_lives: 1,
      survivor_pick_type: "straight_up",
      survivor_push: "survive",
      enable_locks: false,
    });
    expect(validateLeagueSettings(payload).ok).toBe(true);
  });

  it("sends the chosen lives as a number with the pick type and push rule", () => {
    const payload = toPayload({
      ...survivor(),
      survivor_lives: "3",
      survivor_pick_type: "spread",
      survivor_push: "lose",
    });
    expect(payload).toMatchObject({
      survivor_lives: 3,
      survivor_pick_type: "spread",
      survivor_push: "lose",
    });
    const check = validateLeagueSettings(payload);
    expect(check.ok && check.value).toMatchObject({ survivor_lives: 3, enable_locks: false });
  });

  it("leaves a bowl pool's postseason card and its locks when chosen", () => {
    const chosen = withPoolFormat(
      { ...bowlPoolPreset(initialForm()), enable_locks: true },
      "survivor",
    );
    expect(chosen.postseason_only).toBe(false);
    expect(chosen.enable_locks).toBe(false);
  });

  it("sends the defaults for what it hides, never a value typed before the fan switched", () => {
    const typed = {
      ...survivor(),
      picks_per_week: "",
      min_odds: "",
      allowed_bet_types: [],
      submission_deadline: "custom",
      primary_tiebreaker: "average_odds",
      include_playoffs: true,
      include_week_0: false,
      auto_pick: "favorite" as const,
    };
    const payload = toPayload(typed);
    expect(validateLeagueSettings(payload).ok).toBe(true);
    expect(payload).toMatchObject({
      picks_per_week: 5,
      submission_deadline: "game_time",
      primary_tiebreaker: "pick_percentage",
      include_playoffs: false,
      // What it shows goes as chosen.
      include_week_0: false,
      auto_pick: "favorite",
      name: "Last Fan Standing",
    });
  });

  it("leaves a standard league's payload as it was", () => {
    const standard = { ...initialForm(), name: "Saturday Crew", picks_per_week: "7" };
    expect(toPayload(standard)).toMatchObject({ pool_format: "standard", picks_per_week: 7 });
  });
});
