/**
 * Request validation: the validator middleware of @hono/valibot-validator with the schemas of
 * domain/<area>/contract.ts, and ONE hook that turns a failure into the API's field errors —
 * 400 `{field: [message, ...]}` (issues without a path go under `error`). Malformed JSON never
 * reaches the schema: Hono answers it, and http/errors.ts words it 'Malformed JSON in request body'.
 * Handlers read the parsed value with `c.req.valid("json" | "query")`.
 */
import { vValidator } from "@hono/valibot-validator";
import type { Context } from "hono";
import type * as v from "valibot";
import { fieldErrorsOf } from "#domain/field-errors";
import { notFound } from "./errors";

function fieldErrorsHook(result: { success: boolean; issues?: unknown }, c: Context) {
  if (!result.success) return c.json(fieldErrorsOf(result.issues as v.BaseIssue<unknown>[]), 400);
}

/** Validates the JSON body with a schema from domain/. */
export const validateJson = <S extends v.GenericSchema>(schema: S) =>
  vValidator("json", schema, fieldErrorsHook);

/** Validates the query string with a schema from domain/. */
export const validateQuery = <S extends v.GenericSchema>(schema: S) =>
  vValidator("query", schema, fieldErrorsHook);

/** A row id in the path (`/messages/12/`): digits, else the caller's 404 (an unknown id). */
export function pathId(raw: string | undefined, missing: string): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) throw notFound(missing);
  return Number(raw);
}
