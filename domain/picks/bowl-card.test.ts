import { describe, expect, it } from "vitest";
import { cardSize, onCard, type CardGame } from "./bowl-card";

// The real 2024 College Football Playoff (data/games_2024.csv): [id, kickoff, team, team].
const CFP: [number, string, number, number][] = [
  [401677179, "2024-12-21T01:00:00.000Z", 87, 84], // Notre Dame – Indiana
  [401677178, "2024-12-21T17:00:00.000Z", 213, 2567], // Penn State – SMU
  [401677176, "2024-12-21T21:00:00.000Z", 251, 228], // Texas – Clemson
  [401677177, "2024-12-22T01:00:00.000Z", 194, 2633], // Ohio State – Tennessee
  [401677181, "2025-01-01T00:30:00.000Z", 68, 213], // Fiesta: Boise State – Penn State
  [401677182, "2025-01-01T18:00:00.000Z", 9, 251], // Peach: Arizona State – Texas
  [401677183, "2025-01-01T22:00:00.000Z", 2483, 194], // Rose: Oregon – Ohio State
  [401677184, "2025-01-02T21:00:00.000Z", 61, 87], // Sugar: Georgia – Notre Dame
  [401677189, "2025-01-10T00:30:00.000Z", 213, 87], // Orange: Penn State – Notre Dame
  [401677191, "2025-01-11T00:30:00.000Z", 251, 194], // Cotton: Texas – Ohio State
  [401677192, "2025-01-21T00:30:00.000Z", 87, 194], // Title: Notre Dame – Ohio State
];
const BOWL: CardGame = {
  id: 1,
  postseason_kind: "bowl",
  kickoff: "2024-12-14T19:00:00.000Z",
  status: "scheduled",
  home_team_id: 1,
  away_team_id: 2,
};

/** The postseason with every game kicking off before `now` final. */
function at(now: string): CardGame[] {
  return [
    BOWL,
    ...CFP.map(([id, kickoff, home, away]) => ({
      id,
      postseason_kind: "playoff",
      kickoff,
      status: kickoff < now ? "final" : "scheduled",
      home_team_id: home,
      away_team_id: away,
    })),
  ];
}
const ids = (games: CardGame[]) => games.filter((g) => onCard(g, games)).map((g) => g.id);

describe("the bowl card grows as playoff teams become known", () => {
  it("starts with the bowls, the first round and the byes' opponents still unknown", () => {
    const games = at("2024-12-01T00:00:00.000Z");
    expect(ids(games)).toEqual([1, 401677179, 401677178, 401677176, 401677177]);
    expect(cardSize(games)).toBe(5);
  });

  it("adds a quarterfinal once its first-round game is final", () => {
    // Notre Dame and Penn State are through, Texas and Ohio State still to play.
    const games = at("2024-12-21T20:00:00.000Z");
    expect(ids(games)).toEqual(
      expect.arrayContaining([401677181, 401677184]) as unknown as number[],
    );
    expect(ids(games)).not.toContain(401677182);
    expect(ids(games)).not.toContain(401677183);
    expect(cardSize(games)).toBe(7);
  });

  it("holds every game, the title included, once the semifinals are final", () => {
    const games = at("2025-01-12T00:00:00.000Z");
    expect(cardSize(games)).toBe(12);
    expect(onCard(games.at(-1)!, games)).toBe(true);
  });

  it("keeps the title off while one semifinal is still to play", () => {
    const games = at("2025-01-10T12:00:00.000Z");
    expect(onCard(games.at(-1)!, games)).toBe(false);
    expect(cardSize(games)).toBe(11);
  });

  it("keeps a regular-season game (no postseason kind) off", () => {
    const regular = { ...BOWL, id: 2, postseason_kind: null };
    expect(onCard(regular, [regular])).toBe(false);
  });
});
