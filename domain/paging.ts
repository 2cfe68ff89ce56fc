/**
 * The paging parameters of every list route (issue 42 N6): a page, a page size, a cursor. Each is
 * a whole number in plain digits within its bounds, so anything else — '1e99', '-1', '0', '1.5',
 * twenty digits, '', 'abc', a repeated parameter — is a 400 naming the parameter, never a number
 * the database cannot take as an OFFSET (page=1e99 was a 500).
 */
import * as v from "valibot";

export const PAGING_LIMITS = {
  /** The last page any list serves; a list says it has no more there (`has_more: false`). */
  maxPage: 10_000,
  /** The largest row id a cursor may name (the ids of `pathId` in worker/http/validate.ts). */
  maxId: 999_999_999_999,
} as const;

/** A query parameter holding a whole number from `min` to `max`, else `message`. */
export const wholeNumberParam = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    // Digits only, and few enough that Number() is exact before the bounds are checked.
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** `page`: 1 to PAGING_LIMITS.maxPage. */
export const pageParam = wholeNumberParam(
  1,
  PAGING_LIMITS.maxPage,
  `page must be a whole number from 1 to ${PAGING_LIMITS.maxPage}`,
);

/** `page_size`: 1 to the list's own largest page. */
export const pageSizeParam = (max: number) =>
  wholeNumberParam(1, max, `page_size must be a whole number from 1 to ${max}`);

/** `cursor`: the id of the last row of the page before. */
export const cursorParam = (message: string) => wholeNumberParam(1, PAGING_LIMITS.maxId, message);
