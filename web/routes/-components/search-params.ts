import * as v from "valibot";

/**
 * A search parameter read as text. The router parses search values as JSON (`?token=123` → 123),
 * and a hand-edited link must never crash a screen, so any value becomes its string form.
 */
export const searchText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      value === undefined || value === null
        ? undefined
        : typeof value === "string"
          ? value
          : JSON.stringify(value),
    ),
  ),
);
