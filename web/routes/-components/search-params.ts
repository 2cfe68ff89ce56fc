/**
 * A search parameter read as text. The router parses search values as JSON (`?token=123` → 123),
 * and a hand-edited link must never crash a screen, so any value becomes its string form. Plain
 * functions rather than a schema: these run in the route tree every page loads first.
 */
export function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}
