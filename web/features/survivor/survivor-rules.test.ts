// The survivor screen's rules (issue 47): the viewer's picks with the outbox's laid over, the teams
// used, which team rows can be tapped, each team's line, and the pool's grid.
import { describe, expect, it } from "vitest";
import {
  aliveText,
  gridRows,
  gridWeeks,
  teamLine,
  poolOverText,
  teamNamer,
  teamRows,
  usedTeamWeeks,
  viewerPicks,
  withPick,
  type RowOptions,
} from "./survivor-rules";
import {
  ALABAMA,
  GEORGIA,
  NOW,
  OHIO_STATE,
  TEXAS,
  entry,
  survivorGame,
  weekName,
} from "./test-fixtures";

const LATER = "2024-10-05T19:30:00Z";
const EARLIER = "2024-10-05T14:00:00Z";

const options = (over: Partial<RowOptions> = {}): RowOptions => ({
  used: new Map(),
  pickType: "straight_up",
  nowMs: NOW,
  canPick: true,
  current: null,
  weekName,
  ...over,
});

describe("the viewer's picks", () => {
  it("lays a queued pick over the server's pick of its week, the last queued winning", () => {
    const mine = entry(7, "fan", [
      { week: 5, game_id: 50, team_id: 3, result: "win", is_auto: false },
      { week: 6, game_id: 60, team_id: 1, result: "pending", is_auto: false },
    ]);
    const picks = viewerPicks(mine, [
      { week: 6, game_id: 61, team_id: 2, mutationId: "a" },
      { week: 6, game_id: 62, team_id: 4, mutationId: "b" },
    ]);
    expect(picks).toEqual([
      { week: 5, game_id: 50, team_id: 3, result: "win", is_auto: false, queued: false },
      { week: 6, game_id: 62, team_id: 4, result: "pending", is_auto: false, queued: true },
    ]);
  });

  it("shows a queued pick before the server knows the viewer at all", () => {
    const picks = viewerPicks(undefined, [{ week: 6, game_id: 61, team_id: 2, mutationId: "a" }]);
    expect(picks).toHaveLength(1);
    expect(picks[0]!.queued).toBe(true);
  });
});

describe("used teams", () => {
  it("are the teams of earlier weeks with the week they were used; this week's pick may change", () => {
    const used = usedTeamWeeks(
      [
        { week: 3, game_id: 30, team_id: 3, result: "win", is_auto: false },
        { week: 4, game_id: null, team_id: null, result: "loss", is_auto: false },
        { week: 5, game_id: 50, team_id: 4, result: "win", is_auto: false },
        { week: 6, game_id: 60, team_id: 1, result: "pending", is_auto: false },
      ],
      6,
    );
    expect([...used]).toEqual([
      [3, 3],
      [4, 5],
    ]);
  });
});

describe("team rows", () => {
  const games = [
    survivorGame(61, TEXAS, OHIO_STATE, LATER),
    survivorGame(60, ALABAMA, GEORGIA, EARLIER, { status: "in_progress" }),
  ];

  it("lists both teams of every game by kickoff, away first, with the opponent", () => {
    const rows = teamRows(games, options());
    expect(rows.map((r) => r.team.abbreviation)).toEqual(["ALA", "UGA", "TEX", "OSU"]);
    expect(rows[1]!.opponent.name).toBe("Alabama");
    expect(rows[1]!.home).toBe(true);
  });

  it("greys a used team with its week and a kicked-off game's teams; the rest are tappable", () => {
    const rows = teamRows(games, options({ used: new Map([[3, 2]]) }));
    const by = (abbr: string) => rows.find((r) => r.team.abbreviation === abbr)!;
    expect(by("TEX")).toMatchObject({ tappable: false, usedWeek: 2, note: "Used in Week 2" });
    expect(by("UGA")).toMatchObject({ tappable: false, note: "Kicked off" });
    expect(by("OSU")).toMatchObject({ tappable: true, note: null });
  });

  it("closes at kickoff, not at the league's pick deadline; a postponed game never opens", () => {
    const beforeKickoff = [survivorGame(61, TEXAS, OHIO_STATE, LATER, { is_available: false })];
    expect(teamRows(beforeKickoff, options()).every((r) => r.tappable)).toBe(true);
    const postponed = [survivorGame(61, TEXAS, OHIO_STATE, LATER, { status: "postponed" })];
    expect(teamRows(postponed, options()).some((r) => r.tappable)).toBe(false);
  });

  it("treats a game past its kickoff by the server's clock as started even if still offered", () => {
    const stale = [survivorGame(61, TEXAS, OHIO_STATE, EARLIER, { is_available: true })];
    expect(teamRows(stale, options()).every((r) => !r.tappable)).toBe(true);
  });

  it("marks the pick, not tappable again, and lets another team replace it before kickoff", () => {
    const rows = teamRows(games, options({ current: { game_id: 61, team_id: 4 } }));
    const osu = rows.find((r) => r.team.abbreviation === "OSU")!;
    const tex = rows.find((r) => r.team.abbreviation === "TEX")!;
    expect(osu).toMatchObject({ picked: true, tappable: false, note: null });
    expect(tex.tappable).toBe(true);
  });

  it("settles the week once the pick's own game kicked off: nothing else can be tapped", () => {
    const rows = teamRows(games, options({ current: { game_id: 60, team_id: 1 } }));
    expect(rows.filter((r) => r.tappable)).toEqual([]);
    expect(rows.find((r) => r.team.abbreviation === "TEX")!.note).toBe("Your pick is locked");
  });

  it("offers nothing to a fan who cannot pick (eliminated)", () => {
    expect(teamRows(games, options({ canPick: false })).some((r) => r.tappable)).toBe(false);
  });
});

describe("a team's line", () => {
  const g = survivorGame(61, TEXAS, OHIO_STATE, LATER);
  it("is its spread in a spread pool", () => {
    expect(teamLine(g, true, "spread")).toBe("-6.5");
    expect(teamLine(g, false, "spread")).toBe("+6.5");
  });
  it("is its spread and moneyline in a straight-up pool", () => {
    expect(teamLine(g, true, "straight_up")).toBe("-6.5 · -250");
    expect(teamLine(g, false, "straight_up")).toBe("+6.5 · +210");
  });
  it("is empty without odds", () => {
    expect(teamLine({ ...g, current_odds: null }, true, "spread")).toBe("");
  });
});

describe("the pool's grid", () => {
  const entries = [
    entry(9, "zed", [{ week: 5, game_id: 50, team_id: 2, result: "loss", is_auto: false }], {
      status: "eliminated",
      lives_left: 0,
      eliminated_week: 5,
      weeks_survived: 4,
    }),
    entry(
      8,
      "amy",
      [
        {
          week: 4,
          game_id: 40,
          team_id: 3,
          result: "win",
          is_auto: false,
        },
        { week: 5, game_id: null, team_id: null, result: "loss", is_auto: false },
      ],
      { lives_left: 1, weeks_survived: 5 },
    ),
    entry(
      7,
      "fan",
      [
        { week: 4, game_id: 40, team_id: 1, result: "win", is_auto: false },
        { week: 5, game_id: 50, team_id: 4, result: "win", is_auto: false },
      ],
      { lives_left: 2, weeks_survived: 5 },
    ),
  ];
  const rows = gridRows(entries, {
    currentWeek: 6,
    viewerId: 7,
    viewer: viewerPicks(entries[2], [{ week: 6, game_id: 61, team_id: 4, mutationId: "m" }]),
    teamName: teamNamer([
      survivorGame(61, TEXAS, OHIO_STATE, LATER),
      survivorGame(60, ALABAMA, GEORGIA, EARLIER),
    ]),
    weekName,
  });

  it("runs from the current week back to the first week anyone picked", () => {
    expect(gridWeeks(entries, 6)).toEqual([6, 5, 4]);
    expect(gridWeeks([], 6)).toEqual([6]);
  });

  it("orders alive first, then weeks survived, then lives left", () => {
    expect(rows.map((r) => r.username)).toEqual(["fan", "amy", "zed"]);
  });

  it("colours wins and losses, and names the team from the answer or the games on the phone", () => {
    const amy = rows[1]!.cells;
    expect(amy[2]).toMatchObject({ tone: "win", text: "TEX", label: "Week 4: TEX, won" });
    expect(amy[1]).toMatchObject({ tone: "loss", text: "—", label: "Week 5: missed, lost" });
    const fan = rows[0]!.cells;
    expect(fan[2]).toMatchObject({ tone: "win", text: "UGA" });
  });

  it("hides another member's current week until the server sends it; the viewer's own shows", () => {
    expect(rows[1]!.cells[0]).toMatchObject({
      tone: "hidden",
      label: "Week 6: hidden until kickoff",
    });
    expect(rows[0]!.cells[0]).toMatchObject({ tone: "pending", text: "OSU" });
    expect(rows[0]!.isViewer).toBe(true);
  });

  it("marks the weeks after a member's elimination as out", () => {
    const zed = rows[2]!.cells;
    expect(zed.map((c) => c.tone)).toEqual(["out", "loss", "none"]);
  });

  it("names a past week's team from the server's answer when the phone has not its games", () => {
    const pick = { week: 2, game_id: 1, team_id: 213, result: "win", is_auto: false } as const;
    const [row] = gridRows([entry(5, "bo", [{ ...pick, team_abbreviation: "PSU" }])], {
      currentWeek: 2,
      viewerId: 7,
      viewer: [],
      teamName: teamNamer([]),
      weekName,
    });
    expect(row!.cells[0]).toMatchObject({ text: "PSU", label: "Week 2: PSU, won" });
  });

  it("falls back to the result's letter for a team the phone cannot name", () => {
    const [row] = gridRows(
      [entry(5, "bo", [{ week: 6, game_id: 1, team_id: 99, result: "win", is_auto: false }])],
      {
        currentWeek: 6,
        viewerId: 7,
        viewer: [],
        teamName: teamNamer([]),
        weekName,
      },
    );
    expect(row!.cells[0]).toMatchObject({ text: "W", label: "Week 6: picked, won" });
  });
});

it("says who is still alive", () => {
  expect(aliveText(7, 12)).toBe("Still alive: 7 of 12");
});

describe("a pick the server stored", () => {
  it("replaces the viewer's pick of its week in the table, leaving the others alone", () => {
    const data = {
      entries: [
        entry(7, "fan", [
          { week: 5, game_id: 50, team_id: 3, result: "win", is_auto: false as const },
          { week: 6, game_id: 60, team_id: 1, result: "pending", is_auto: false as const },
        ]),
        entry(8, "amy", [
          { week: 5, game_id: 50, team_id: 3, result: "win", is_auto: false as const },
        ]),
      ],
      current_week: 6,
      last_week: 14,
      winner: null,
      alive_count: 2,
      member_count: 2,
    };
    const next = withPick(data, 7, {
      week: 6,
      game_id: 61,
      team_id: 4,
      result: "pending",
      is_auto: false,
    });
    expect(next.entries[0]!.picks.map((p) => p.team_id)).toEqual([3, 4]);
    expect(next.entries[1]).toBe(data.entries[1]);
  });
});

describe("a pool that is over", () => {
  const entries = [
    entry(7, "fan", [], { lives_left: 1 }),
    entry(8, "amy", [], { lives_left: 1 }),
    entry(9, "zed", [], { status: "eliminated", lives_left: 0, eliminated_week: 9 }),
  ];
  const base = { entries, current_week: 12, last_week: 14, winner: null };

  it("plays on while more than one fan is alive and weeks are left", () => {
    expect(poolOverText(base, 7, weekName)).toBeNull();
  });

  it("names the last fan standing and the week they won it, to them and to the others", () => {
    const won = { ...base, winner: { user_id: 7, username: "fan", week: 9 } };
    expect(poolOverText(won, 7, weekName)).toBe(
      "You are the last fan standing: you won the pool in Week 9.",
    );
    expect(poolOverText(won, 8, weekName)).toBe(
      "fan is the last fan standing: they won the pool in Week 9.",
    );
  });

  it("ends after the season's last week with every fan who survived it", () => {
    expect(poolOverText({ ...base, current_week: 15 }, 7, weekName)).toBe(
      "The survivor season is over after Week 14: fan and amy survived it.",
    );
  });
});
