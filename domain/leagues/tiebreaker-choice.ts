import { TIEBREAKER_CHOICES } from "./enums";

/** Secondary options exclude the primary; changing the primary resets a clashing secondary. */
export function secondaryTiebreakerOptions(primary: string): string[] {
  return TIEBREAKER_CHOICES.filter((t) => t !== primary);
}
export function resetClashingSecondary(primary: string, secondary: string): string {
  if (secondary !== primary) return secondary;
  return secondaryTiebreakerOptions(primary)[0]!;
}
