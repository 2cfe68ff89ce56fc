import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PendingPickRow } from "../hooks/pending-picks";
import { SlipBar } from "./slip-bar";

const row = (
  over: Partial<PendingPickRow> & { name: string; isLock?: boolean },
): PendingPickRow => ({
  key: over.name,
  userId: 7,
  leagueId: 3,
  week: 14,
  gameId: 1,
  mutationId: over.mutationId ?? null,
  rejection: over.rejection ?? null,
  updatedAt: 0,
  pick: {
    gameId: 1,
    pickType: "spread",
    gamePortion: "full_game",
    side: "home",
    propId: null,
    pickedTeamId: 1,
    odds: -110,
    line: -3.5,
    name: over.name,
    gameTime: "2024-11-30T17:00:00.000Z",
    lockAt: "2024-11-30T17:00:00.000Z",
    isLock: over.isLock ?? false,
  },
});

const render = (rows: PendingPickRow[], week: { locks?: boolean; weekLock?: string } = {}) =>
  renderToStaticMarkup(
    createElement(SlipBar, {
      rows,
      locks: week.locks ?? true,
      weekLock: week.weekLock ?? null,
      open: false,
      onOpen: () => undefined,
      onClose: () => undefined,
      title: "Pending picks",
      submitLabel: (n: number) => `Submit ${n} ${n === 1 ? "pick" : "picks"}`,
      onSubmit: () => undefined,
      children: null,
    }),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the floating pick slip on a phone", () => {
  it("names the picks and the lock, with Submit beside them", () => {
    const html = render([row({ name: "ORST +17.5", isLock: true }), row({ name: "OKST +14.5" })]);
    expect(text(html)).toContain("Review 2 picks Lock: ORST +17.5");
    expect(text(html)).toContain("Submit 2 picks");
  });

  it("says the week's lock is set when it was submitted earlier, not 'No lock yet'", () => {
    expect(text(render([row({ name: "OKST +14.5" })]))).toContain("No lock yet");
    const html = render([row({ name: "OKST +14.5" })], { weekLock: "CHI +9.5" });
    expect(text(html)).toContain("Lock set: CHI +9.5");
    expect(text(html)).not.toContain("No lock yet");
  });

  it("says nothing of locks in a league that does not play them", () => {
    const html = render(
      [row({ name: "OKST +14.5" }), row({ name: "ORST +17.5", mutationId: "m1" })],
      {
        locks: false,
      },
    );
    expect(text(html)).not.toContain("lock");
    expect(text(html)).toContain("Review 2 picks 1 waiting to sync");
  });

  it("sends the fan to the sheet, not to Submit, when the server rejected a pick", () => {
    const html = render([
      row({ name: "ORST +17.5", mutationId: "m1", rejection: "Game has already started" }),
      row({ name: "OKST +14.5" }),
    ]);
    expect(text(html)).toContain("1 rejected — review it");
    expect(html).not.toContain("Submit");
  });

  it("offers no Submit while every pick waits to sync", () => {
    const html = render([row({ name: "ORST +17.5", mutationId: "m1" })]);
    expect(text(html)).toContain("1 waiting to sync");
    expect(html).not.toContain("Submit");
  });
});
