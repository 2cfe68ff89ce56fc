import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { STATS_LIMITS, StatsQuerySchema } from "./contract";
import {
  DEFAULT_SPREAD,
  DEFAULT_TOTAL,
  isDefaultQuery,
  thresholdNumber,
  thresholdQuery,
} from "./thresholds";

describe("a typed threshold", () => {
  const spreadOf = (value: string) =>
    thresholdQuery({ value, op: "gte" }, DEFAULT_TOTAL).spread_threshold;

  it("that is not a number becomes 0", () => {
    expect(spreadOf("abc")).toBe(0);
    expect(spreadOf("")).toBe(0);
    expect(spreadOf("   ")).toBe(0);
    expect(spreadOf("Infinity")).toBe(0);
  });

  it("moves in half points, is never negative and stays within what the server takes", () => {
    expect(spreadOf("7.5")).toBe(7.5);
    expect(spreadOf("7.2")).toBe(7);
    expect(spreadOf("7.3")).toBe(7.5);
    expect(spreadOf("-3")).toBe(0);
    expect(spreadOf("10,5")).toBe(10.5);
    expect(spreadOf("5000")).toBe(STATS_LIMITS.thresholdMax);
  });

  it("goes to the server as a query the contract accepts", () => {
    for (const typed of ["abc", "7.3", "5000", "0.5", "44"]) {
      const q = thresholdQuery({ value: typed, op: "lte" }, { value: typed, op: "gte" });
      const parsed = v.safeParse(StatsQuerySchema, {
        spread_threshold: String(q.spread_threshold),
        spread_operator: q.spread_operator,
        total_threshold: String(q.total_threshold),
        total_operator: q.total_operator,
      });
      expect(parsed.success, typed).toBe(true);
    }
  });
});

describe("the my_stats query", () => {
  it("starts at spread at least 7 and total at least 45", () => {
    expect(thresholdQuery(DEFAULT_SPREAD, DEFAULT_TOTAL)).toEqual({
      spread_threshold: 7,
      spread_operator: "gte",
      total_threshold: 45,
      total_operator: "gte",
    });
  });

  it("carries each field's value and operator", () => {
    expect(thresholdQuery({ value: "abc", op: "lte" }, { value: "52.4", op: "gte" })).toEqual({
      spread_threshold: 0,
      spread_operator: "lte",
      total_threshold: 52.5,
      total_operator: "gte",
    });
  });
});

describe("the defaults", () => {
  it("are recognised whatever way 7 and 45 were typed", () => {
    expect(
      isDefaultQuery(thresholdQuery({ value: "7.0", op: "gte" }, { value: "45", op: "gte" })),
    ).toBe(true);
    expect(isDefaultQuery(thresholdQuery({ value: "7", op: "lte" }, DEFAULT_TOTAL))).toBe(false);
    expect(isDefaultQuery(thresholdQuery(DEFAULT_SPREAD, { value: "44.5", op: "gte" }))).toBe(
      false,
    );
  });

  it("round a typed number to the field's half-point step", () => {
    expect(thresholdNumber("1234")).toBe(999);
    expect(thresholdNumber("3.14159")).toBe(3);
  });
});
