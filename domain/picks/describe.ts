/** The words of a submitted pick, shared by the league picks view and the profile's Recent Picks. */
import type { SubmittedPick } from "./contract";

/**
 * What follows a pick's words when it is not on the full game: 'ORST +7.5 (first half)'. One
 * rule for a pick on the slip, on its card's lock button and once submitted.
 */
export const portionSuffix = (portion: string) =>
  portion === "full_game" ? "" : ` (${portion.replace("_", " ")})`;

/**
 * A pick on the draw of a three-way moneyline (soccer): a moneyline on no team, stored as
 * picked_value 'draw' (the API's picked_outcome).
 */
export const isDrawPick = (
  p: Pick<SubmittedPick, "pick_type" | "picked_value"> & { picked_team?: number | null },
) => p.pick_type === "moneyline" && p.picked_value === "draw" && !p.picked_team;

const signed = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : n > 0 ? `+${n}` : String(n);

/**
 * 'ALA -3.5', 'Over 52.5', 'FLA ML', 'J. Milroe Passing Yards Over 225.5'; a pick on part of the
 * game says which: 'ALA -1.5 (first half)'.
 */
export function describePick(
  p: Pick<
    SubmittedPick,
    | "pick_type"
    | "picked_team_short"
    | "picked_team_name"
    | "picked_value"
    | "spread_at_pick"
    | "total_at_pick"
    | "display_name"
    | "prop_line_value"
    | "game_portion"
  >,
): string {
  return words(p) + portionSuffix(p.game_portion);
}

function words(p: Parameters<typeof describePick>[0]): string {
  const team = p.picked_team_short || p.picked_team_name || "";
  switch (p.pick_type) {
    case "spread":
      return `${team} ${signed(p.spread_at_pick)}`.trim();
    case "moneyline":
      return isDrawPick(p) ? "Draw" : `${team} ML`;
    case "over_under":
      return `${p.picked_value === "under" ? "Under" : "Over"} ${p.total_at_pick ?? ""}`.trim();
    default: {
      const side = p.picked_value === "under" ? "Under" : "Over";
      return `${p.display_name ?? "Prop"} ${side} ${p.prop_line_value ?? ""}`.trim();
    }
  }
}

export type PickOutcome = "correct" | "wrong" | "push" | "void" | "ungraded" | "pending";

/**
 * ✓ correct, ✗ wrong, 'Push' or 'Void' for a decided game that counts for neither, ? for a finished
 * game not graded yet, 'Pending' before it finishes (spec 000 section 4).
 */
export function pickOutcome(
  p: Pick<SubmittedPick, "is_correct" | "result"> & { game_detail: { is_finished: boolean } },
): PickOutcome {
  if (p.is_correct === true) return "correct";
  if (p.is_correct === false) return "wrong";
  if (p.result === "push") return "push";
  if (p.result === "void") return "void";
  return p.game_detail.is_finished ? "ungraded" : "pending";
}
