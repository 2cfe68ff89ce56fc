import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { addFieldError, fieldErrorsOf, mergeFieldErrors } from "./field-errors";

const strict = v.strictObject({ is_read: v.boolean() });
const issuesOf = (json: string) => {
  const result = v.safeParse(strict, JSON.parse(json));
  if (result.success) throw new Error("expected issues");
  return result.issues;
};

describe("field errors keyed by what a client sent", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "a body key named %s is a field like any other",
    (key) => {
      const errors = fieldErrorsOf(issuesOf(`{"is_read": true, "${key}": 1}`));
      expect(Object.keys(errors)).toEqual([key]);
      expect(Object.hasOwn(errors, key)).toBe(true);
      expect(JSON.parse(JSON.stringify(errors))).toEqual(
        JSON.parse(`{"${key}": ${JSON.stringify(errors[key])}}`),
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it("adds a __proto__ field to a plain object without replacing its prototype", () => {
    const errors: Record<string, string[]> = {};
    addFieldError(errors, "__proto__", "Unknown field");
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(JSON.stringify(errors)).toBe('{"__proto__":["Unknown field"]}');
  });

  it("serialises as before for ordinary fields, each message once", () => {
    const a = { email: ["Email is required"] };
    const b = { email: ["Email is required", "Too long"], error: ["Bad"] };
    expect(JSON.stringify(mergeFieldErrors(a, b))).toBe(
      '{"email":["Email is required","Too long"],"error":["Bad"]}',
    );
  });
});
