// How a confidence league's slip draws (issue 46): a labelled rank picker on each pick offering
// the free ranks, "N of N ranked", the tiebreaker guess, and Submit held until complete.
import "fake-indexeddb/auto";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { PendingPickRow } from "#web/offline/db";
import { ConfidenceSlip } from "./confidence-slip";
import { SlipBar } from "./slip-bar";

const NOW = Date.parse("2024-12-20T12:00:00Z");

const row = (
  name: string,
  gameId: number,
  confidence?: number,
  queued = false,
): PendingPickRow => ({
  key: name,
  userId: 7,
  leagueId: 3,
  week: 16,
  gameId,
  mutationId: queued ? "m1" : null,
  rejection: null,
  updatedAt: gameId,
  pick: {
    gameId,
    pickType: "spread",
    gamePortion: "full_game",
    side: "home",
    propId: null,
    pickedTeamId: 1,
    odds: -110,
    line: -6.5,
    name,
    gameTime: "2024-12-31T17:00:00.000Z",
    lockAt: "2024-12-31T17:00:00.000Z",
    isLock: false,
    ...(confidence === undefined ? {} : { confidence }),
  },
});

const league = (poolWeek: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  ({
    id: 3,
    picks_per_week: 5,
    pool_format: "confidence",
    postseason_only: true,
    enable_locks: false,
    pool_week: {
      week: 16,
      confidence_n: 5,
      ranks_taken: [5],
      tiebreaker_game_id: null,
      tiebreaker_kickoff: null,
      tiebreaker_guess: null,
      ...poolWeek,
    },
    ...over,
  }) as unknown as SportsbookLeague;

const render = (l: SportsbookLeague, rows: PendingPickRow[]) => {
  let held: boolean | null = null;
  const html = renderToStaticMarkup(
    createElement(ConfidenceSlip, {
      league: l,
      rows,
      unsent: rows.filter((r) => r.mutationId === null),
      nowMs: NOW,
      item: (r: PendingPickRow, controls: ReactNode) =>
        createElement("li", { key: r.key }, r.pick.name, controls),
      submit: (blocked: boolean) => {
        held = blocked;
        return createElement("button", null, "Submit");
      },
    }),
  );
  return { html, held: held as boolean | null };
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("a confidence league's slip", () => {
  it("labels each rank picker, offers the free ranks and counts the ranked picks", () => {
    const { html, held } = render(league({}), [
      row("Georgia -6.5", 1, 2),
      row("Texas -3.5", 2),
      row("Ohio State -1.5", 3, 4, true),
    ]);
    expect(html).toContain('aria-label="Rank for Georgia -6.5"');
    expect(html).toContain('aria-label="Rank for Texas -3.5"');
    // A pick on its way to the server shows its rank, with no picker.
    expect(html).not.toContain('aria-label="Rank for Ohio State -1.5"');
    expect(text(html)).toContain("Rank 4");
    // The card's N is 5 with rank 5 already submitted: ranks 1-4 offered, the surest 4. A bowl
    // pool's card goes in parts: of the two picks on this slip, one is ranked.
    expect(text(html)).toContain("1 of 2 ranked");
    expect(text(html)).toContain("your surest pick gets 4");
    // Why Submit is held, beside it.
    expect(text(html)).toContain("Rank every pick to submit: 1 still to rank");
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('<option value="5"');
    expect(html).toContain('<option value="2" selected="">2</option>');
    expect(text(html)).toContain("2 (swap with Georgia -6.5)");
    expect(held).toBe(true);
  });

  it("lets the slip be submitted once every pick has its own rank", () => {
    const { held } = render(league({}), [row("Georgia -6.5", 1, 2), row("Texas -3.5", 2, 1)]);
    expect(held).toBe(false);
  });

  it("asks the tiebreaker guess, numeric, and holds Submit without it", () => {
    const l = league({ tiebreaker_game_id: 99, tiebreaker_kickoff: "2025-01-01T01:00:00Z" });
    const { html, held } = render(l, [row("Georgia -6.5", 1, 1)]);
    expect(text(html)).toContain("Tiebreaker: total points of the week's last game");
    expect(html).toContain('inputMode="numeric"');
    expect(held).toBe(true);
    expect(text(html)).toContain("Enter your total-points tiebreaker guess");
    const guessed = [{ ...row("Georgia -6.5", 1, 1), tiebreakerGuess: 48 }];
    const done = render(l, guessed);
    expect(done.html).toContain('value="48"');
    expect(done.held).toBe(false);
  });

  it("in a standard league using the guess, asks only the guess", () => {
    const l = league({ confidence_n: null, tiebreaker_game_id: 99 }, { pool_format: "standard" });
    const { html } = render(l, [row("Georgia -6.5", 1)]);
    expect(html).not.toContain("Rank for");
    expect(text(html)).not.toContain("ranked");
    expect(text(html)).toContain("Tiebreaker: total points");
  });
});

describe("the phone's slip bar of a ranked league", () => {
  it("keeps Submit in the sheet, beside the ranks", () => {
    const bar = (ranked: boolean) =>
      renderToStaticMarkup(
        createElement(SlipBar, {
          rows: [row("Georgia -6.5", 1)],
          locks: false,
          weekLock: null,
          ranked,
          open: false,
          onOpen: () => undefined,
          onClose: () => undefined,
          title: "Pending picks",
          submitLabel: () => "Submit 1 pick",
          onSubmit: () => undefined,
          children: null,
        }),
      );
    expect(bar(false)).toContain("Submit 1 pick");
    expect(bar(true)).not.toContain("Submit 1 pick");
  });
});
