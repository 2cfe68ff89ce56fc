import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PAGING_LIMITS, cursorParam, pageParam, pageSizeParam } from "./paging";

describe("paging parameters", () => {
  it.each(["1e99", "-1", "0", "NaN", "1.5", "99999999999999999999", "", "abc", " 1", "0x10"])(
    "refuses page=%j",
    (raw) => expect(v.safeParse(pageParam, raw).success).toBe(false),
  );

  it("refuses a repeated parameter (an array)", () =>
    expect(v.safeParse(pageParam, ["1", "2"]).success).toBe(false));

  it("takes every page from 1 to the last, as a number", () => {
    expect(v.parse(pageParam, "1")).toBe(1);
    expect(v.parse(pageParam, String(PAGING_LIMITS.maxPage))).toBe(PAGING_LIMITS.maxPage);
    expect(v.safeParse(pageParam, String(PAGING_LIMITS.maxPage + 1)).success).toBe(false);
  });

  it("bounds a page size by the list's own largest page, and names it", () => {
    const size = pageSizeParam(50);
    expect(v.parse(size, "50")).toBe(50);
    const over = v.safeParse(size, "51");
    expect(over.success).toBe(false);
    expect(over.issues?.[0]?.message).toBe("page_size must be a whole number from 1 to 50");
  });

  it("takes a cursor that is a row id, and nothing past the largest id", () => {
    const cursor = cursorParam("cursor must be a message id");
    expect(v.parse(cursor, "42")).toBe(42);
    expect(v.safeParse(cursor, "0").success).toBe(false);
    expect(v.safeParse(cursor, String(PAGING_LIMITS.maxId + 1)).issues?.[0]?.message).toBe(
      "cursor must be a message id",
    );
  });
});
