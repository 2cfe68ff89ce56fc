/**
 * Prices in the two ways fans read them. Every price is stored, range-checked and graded as
 * American odds; a sport whose fans read decimal odds (soccer, `SportCalendar.oddsFormat`) has
 * them converted on import and shown in decimal again.
 */

/** American odds of a decimal price (2.50 → +150, 1.25 → −400), rounded to a whole number. */
export function decimalToAmerican(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal <= 1) throw new Error(`not a decimal price: ${decimal}`);
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/** The decimal price of American odds (+150 → 2.5, −110 → 1.909…). */
export const americanToDecimal = (american: number): number =>
  american > 0 ? 1 + american / 100 : 1 + 100 / -american;

/** A decimal price as a ticket shows it: two places ('2.50', '1.91'). */
export const formatDecimalOdds = (american: number): string =>
  americanToDecimal(american).toFixed(2);
