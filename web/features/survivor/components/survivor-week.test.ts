// How the survivor screen's parts draw (issue 47): team rows with the used ones greyed and their
// week, the one-tap choice waiting for its Confirm, "Saved on this phone" on a queued pick, the
// empty week, and the grid's green wins, red losses and hidden current week.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gridRows, type ViewerPick } from "../survivor-rules";
import {
  ALABAMA,
  GEORGIA,
  NOW,
  OHIO_STATE,
  TEXAS,
  entry,
  survivorGame,
  weekName,
} from "../test-fixtures";
import { SurvivorGrid } from "./survivor-grid";
import { SAVED_ON_PHONE, SurvivorWeek, type SurvivorWeekProps } from "./survivor-week";

const games = [
  survivorGame(60, ALABAMA, GEORGIA, "2024-10-05T19:30:00Z"),
  survivorGame(61, TEXAS, OHIO_STATE, "2024-10-05T23:00:00Z"),
];

const week = (over: Partial<SurvivorWeekProps> = {}) =>
  renderToStaticMarkup(
    createElement(SurvivorWeek, {
      games,
      weekName: "Week 6",
      pickType: "spread",
      nowMs: NOW,
      canPick: true,
      used: new Map([[3, 2]]),
      current: null,
      weekTitle: weekName,
      onConfirm: async () => undefined,
      ...over,
    }),
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The `<button …>` of the row whose team name is `name`. */
const button = (html: string, name: string) =>
  html.split("<button").find((b) => b.includes(`survivor-team-name">${name}<`)) ?? "";

describe("the survivor week", () => {
  it("draws every team with its opponent and spread, the used team greyed with its week", () => {
    const html = week();
    expect(text(html)).toContain("Pick one team to win Week 6.");
    expect(text(html)).toContain("Georgia vs Alabama");
    expect(text(html)).toContain("Alabama at Georgia");
    expect(button(html, "Georgia")).toContain("-6.5");
    const texas = button(html, "Texas");
    expect(texas).toContain("is-used");
    expect(texas).toContain("disabled");
    expect(texas).toContain("Used in Week 2");
    const ohio = button(html, "Ohio State");
    expect(ohio).not.toContain("disabled");
    expect(ohio).toContain('aria-pressed="false"');
  });

  it("folds the teams whose game has kicked off under one line, the open ones first", () => {
    const html = week({ nowMs: Date.parse("2024-10-05T20:00:00Z") });
    const [openPart, startedPart] = html.split("<details");
    expect(openPart).toContain('survivor-team-name">Texas<');
    expect(openPart).not.toContain('survivor-team-name">Georgia<');
    expect(text(startedPart ?? "")).toContain("Kicked off: 1 game");
    expect(startedPart).toContain('survivor-team-name">Georgia<');
  });

  it("says a queued pick is saved on this phone, marked in its row", () => {
    const current: ViewerPick = {
      week: 6,
      game_id: 61,
      team_id: 4,
      result: "pending",
      is_auto: false,
      queued: true,
    };
    const html = week({ current });
    expect(text(html)).toContain("Your Week 6 pick: Ohio State -6.5");
    expect(text(html)).toContain(SAVED_ON_PHONE);
    expect(button(html, "Ohio State")).toContain("is-picked");
    expect(button(html, "Ohio State")).toContain("Your pick");
    // A pick the server has is not "saved on this phone".
    expect(text(week({ current: { ...current, queued: false } }))).not.toContain(SAVED_ON_PHONE);
  });

  it("marks a pick the server made with the Auto badge", () => {
    const current: ViewerPick = {
      week: 6,
      game_id: 61,
      team_id: 4,
      result: "pending",
      is_auto: true,
      queued: false,
    };
    const html = week({ current });
    expect(text(html)).toContain("Your Week 6 pick: Ohio State -6.5 Auto");
    expect(html).toContain('class="survivor-auto"');
    expect(text(week({ current: { ...current, is_auto: false } }))).not.toContain("Auto");
  });

  it("offers no row to a fan who is out, and no Confirm before a tap", () => {
    const html = week({ canPick: false });
    expect(text(html)).toContain("No pick for Week 6.");
    expect(
      html
        .split("<button")
        .slice(1)
        .every((b) => b.includes("disabled")),
    ).toBe(true);
    expect(html).not.toContain("Confirm pick");
  });

  it("says a week without games is empty", () => {
    expect(text(week({ games: [] }))).toContain("No games this week.");
  });
});

describe("the pool's grid", () => {
  it("colours wins and losses and hides another member's current week", () => {
    const entries = [
      entry(7, "fan", [{ week: 5, game_id: 50, team_id: 1, result: "win", is_auto: false }]),
      entry(8, "amy", [{ week: 5, game_id: 50, team_id: 2, result: "loss", is_auto: false }], {
        status: "eliminated",
        lives_left: 0,
        eliminated_week: 5,
      }),
      entry(9, "bo", [{ week: 5, game_id: 51, team_id: 3, result: "win", is_auto: false }]),
    ];
    const rows = gridRows(entries, {
      currentWeek: 6,
      viewerId: 7,
      viewer: [],
      teamName: () => null,
      weekName,
    });
    const html = renderToStaticMarkup(
      createElement(SurvivorGrid, { rows, weeks: [6, 5], weekShort: String }),
    );
    expect(html).toContain('class="survivor-cell is-win"');
    expect(html).toContain('class="survivor-cell is-loss"');
    expect(text(html)).toContain("Week 6: hidden until kickoff");
    expect(text(html)).toContain("Week 6: out");
    expect(html).toContain('class="is-self"');
    expect(text(html)).toContain("amy Out");
    expect(html).not.toContain("survivor-cell-auto");
  });

  it("shows the Auto badge on an auto-picked week, for the viewer and the others", () => {
    const auto = { week: 5, game_id: 50, team_id: 1, result: "win", is_auto: true } as const;
    const entries = [entry(7, "fan", [auto]), entry(9, "bo", [{ ...auto, team_id: 2 }])];
    const rows = gridRows(entries, {
      currentWeek: 5,
      viewerId: 7,
      viewer: [{ ...auto, queued: false }],
      teamName: (p) => (p.team_id === 1 ? "ALA" : "UGA"),
      weekName,
    });
    const html = renderToStaticMarkup(
      createElement(SurvivorGrid, { rows, weeks: [5], weekShort: String }),
    );
    expect(html.match(/survivor-cell-auto/g)).toHaveLength(2);
    expect(text(html)).toContain("Week 5: ALA (auto-pick), won");
    expect(text(html)).toContain("Week 5: UGA (auto-pick), won");
  });
});
