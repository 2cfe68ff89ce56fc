import { describe, expect, it } from "vitest";
import {
  ALLOWED_PORTIONS,
  BET_TYPE_LABELS,
  BET_TYPES,
  betTypeOf,
  expandGamePortions,
  GAME_PORTIONS,
  LEAGUE_PORTION_LABELS,
  PICK_TYPE_DESCRIPTIONS,
  PICK_TYPES,
  pickTypeOf,
  portionGroupOf,
  PORTION_GROUP_LABELS,
  PORTION_GROUP_MEMBERS,
  PORTION_GROUPS,
  PORTION_LABELS,
  toClientBetType,
  toLeagueBetType,
} from "./vocabulary";

const labelled = (labels: Record<string, string>, members: readonly string[]) => {
  expect(Object.keys(labels).sort()).toEqual([...members].sort());
  for (const m of members) expect(labels[m]).toMatch(/\S/);
};

describe("the vocabulary of picks", () => {
  it("labels every bet type, pick type, portion and group, and nothing else", () => {
    labelled(BET_TYPE_LABELS, BET_TYPES);
    labelled(PICK_TYPE_DESCRIPTIONS, PICK_TYPES);
    labelled(PORTION_LABELS, GAME_PORTIONS);
    labelled(PORTION_GROUP_LABELS, PORTION_GROUPS);
    labelled(LEAGUE_PORTION_LABELS, ALLOWED_PORTIONS);
  });

  it("pairs each pick type with one bet type, both ways", () => {
    expect(PICK_TYPES.map(betTypeOf).sort()).toEqual([...BET_TYPES].sort());
    for (const bet of BET_TYPES) {
      expect(betTypeOf(pickTypeOf(bet))).toBe(bet);
      expect(toLeagueBetType(toClientBetType(bet))).toBe(bet);
    }
  });

  it("puts every single portion in exactly one group, the group portionGroupOf names", () => {
    for (const portion of GAME_PORTIONS) {
      const groups = PORTION_GROUPS.filter((g) => PORTION_GROUP_MEMBERS[g].includes(portion));
      expect(groups).toEqual([portionGroupOf(portion)]);
    }
    for (const group of PORTION_GROUPS) expect(portionGroupOf(group)).toBe(group);
  });

  it("lets a league allow groups and single portions, each once, and expands groups", () => {
    expect(new Set(ALLOWED_PORTIONS).size).toBe(ALLOWED_PORTIONS.length);
    expect([...ALLOWED_PORTIONS]).toEqual(expect.arrayContaining([...GAME_PORTIONS]));
    expect(expandGamePortions(["half_game", "first_quarter"])).toEqual([
      "first_half",
      "second_half",
      "first_quarter",
    ]);
    expect(expandGamePortions([...PORTION_GROUPS]).sort()).toEqual([...GAME_PORTIONS].sort());
  });
});
