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

const render = (rows: PendingPickRow[]) =>
  renderToStaticMarkup(
    createElement(SlipBar, {
      rows,
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
