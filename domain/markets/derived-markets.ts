/**
 * Markets the data set lacks, derived from the full-game closing line by fixed, stated rules
 * (docs/decisions/0302-derived-markets.md). Every derived line is a half-point line (x.5), so it
 * can never push, and carries the standard -110 price. A game without a full-game line gets no
 * derived markets: missing lines stay missing.
 */

export const STANDARD_PRICE = -110;

/** Fraction of the full-game spread and total each portion gets. */
export const PORTION_RATIOS = {
  first_half: { spread: 0.5, total: 0.5 },
  second_half: { spread: 0.5, total: 0.5 },
  first_quarter: { spread: 0.25, total: 0.25 },
  fourth_quarter: { spread: 0.25, total: 0.25 },
} as const;

export type DerivedPortion = keyof typeof PORTION_RATIOS;

/** floor(|x|) + 0.5 with x's sign: 22.25 → 22.5, 27 → 27.5, -1.75 → -1.5. Never a whole number. */
export function halfPointLine(x: number): number {
  const magnitude = Math.floor(Math.abs(x)) + 0.5;
  return x < 0 ? -magnitude : magnitude;
}

export interface FullGameLine {
  /** Home-team spread (negative: home favoured). */
  homeSpread: number | null;
  total: number | null;
}

export interface PortionLine {
  portion: DerivedPortion;
  homeSpread: number | null;
  awaySpread: number | null;
  total: number | null;
}

/** Portion spreads and totals; a pick'em (0) full-game spread gives no portion spread. */
export function derivePortionLines(line: FullGameLine): PortionLine[] {
  const out: PortionLine[] = [];
  for (const portion of Object.keys(PORTION_RATIOS) as DerivedPortion[]) {
    const ratio = PORTION_RATIOS[portion];
    const homeSpread =
      line.homeSpread === null || line.homeSpread === 0
        ? null
        : halfPointLine(line.homeSpread * ratio.spread);
    const total = line.total === null ? null : halfPointLine(line.total * ratio.total);
    if (homeSpread === null && total === null) continue;
    out.push({ portion, homeSpread, awaySpread: homeSpread === null ? null : -homeSpread, total });
  }
  return out;
}

/**
 * Team totals from the implied scores: home = (total − homeSpread) / 2, away = (total + homeSpread) / 2.
 * Needs both a spread and a total.
 */
export function deriveTeamTotals(line: FullGameLine): { home: number; away: number } | null {
  if (line.homeSpread === null || line.total === null) return null;
  return {
    home: halfPointLine((line.total - line.homeSpread) / 2),
    away: halfPointLine((line.total + line.homeSpread) / 2),
  };
}

export type PlayerStat = "passing_yards" | "rushing_yards" | "receiving_yards";

export const PLAYER_PROP_TYPES: Record<
  PlayerStat,
  { subcategory: string; label: string; minAverage: number }
> = {
  passing_yards: { subcategory: "Passing", label: "Passing Yards", minAverage: 100 },
  rushing_yards: { subcategory: "Rushing", label: "Rushing Yards", minAverage: 30 },
  receiving_yards: { subcategory: "Receiving", label: "Receiving Yards", minAverage: 30 },
};

/**
 * A player prop line: the player's average of the stat over earlier games in which he recorded it
 * (known values only), as a half-point line. No history, or an average under the market's floor
 * (so that only real contributors get a market), gives no prop.
 */
export function playerPropLine(stat: PlayerStat, history: number[]): number | null {
  if (history.length === 0) return null;
  const average = history.reduce((a, b) => a + b, 0) / history.length;
  if (average < PLAYER_PROP_TYPES[stat].minAverage) return null;
  return halfPointLine(average);
}
