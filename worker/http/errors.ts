/**
 * One error shape for the whole API.
 *
 * - Field errors: 400 `{field: [message, ...]}` (what the spec's forms show beside fields).
 * - Other failures: `{error: message}` with the status (400, 401, 403, 404, 409, 429).
 * - Anything unexpected is logged and answered 500 `{error: 'Server error'}` — a 500 is a bug.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppBindings } from "#worker/env";
import type { FieldErrors } from "#domain/field-errors";

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const fieldError = (fields: FieldErrors) =>
  new ApiError(400, Object.values(fields).flat()[0] ?? "Invalid request", fields);
export const unauthorized = (message = "Authentication credentials were not provided.") =>
  new ApiError(401, message);
export const forbidden = (message = "You do not have permission to perform this action.") =>
  new ApiError(403, message);
export const notFound = (message = "Not found.") => new ApiError(404, message);

export const onError: ErrorHandler<AppBindings> = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(err.body ?? { error: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono's validator raises 400 for malformed JSON bodies.
    const status = err.status;
    const message =
      status === 400 ? "Malformed JSON in request body" : err.message || "Request failed";
    return c.json({ error: message }, status);
  }
  console.error("Unhandled error", c.req.method, c.req.path, err);
  return c.json({ error: "Server error" }, 500);
};

export const onNotFound: NotFoundHandler<AppBindings> = (c: Context) =>
  c.json({ error: "The requested resource was not found." }, 404);
