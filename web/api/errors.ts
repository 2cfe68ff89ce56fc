/**
 * The one error mapping of the app (spec 000 section 8). Every failed call becomes an ApiError;
 * `errorMessage` turns it into the text a toast or banner shows.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no response arrived (offline, DNS, aborted). */
    readonly status: number,
    /** Parsed JSON body of the answer, if any. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** `{field: [messages]}` of a 400, first message per field (what forms show beside fields). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.status !== 400 || !this.data || typeof this.data !== "object") return out;
    for (const [field, value] of Object.entries(this.data as Record<string, unknown>)) {
      if (Array.isArray(value) && typeof value[0] === "string") out[field] = value[0];
    }
    return out;
  }
}

const text = (value: unknown): string | undefined => {
  if (typeof value === "string" && value) return value;
  if (Array.isArray(value) && value.length)
    return value
      .map((v) => text(v) ?? "")
      .filter(Boolean)
      .join(", ");
  return undefined;
};

/** The server's own words for an error body: `error`, `detail` or `message`. */
export function serverText(data: unknown): string | undefined {
  if (!data || typeof data !== "object") return text(data);
  const body = data as Record<string, unknown>;
  return text(body.error) ?? text(body.detail) ?? text(body.message);
}

export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const { status, data } = error;
    if (status === 0) return "Network error. Please check your connection.";
    if (status === 400) {
      const direct =
        data && typeof data === "object"
          ? text((data as Record<string, unknown>).error)
          : undefined;
      if (direct) return direct;
      if (data && typeof data === "object") {
        const joined = Object.values(data as Record<string, unknown>)
          .map((v) => text(v))
          .filter(Boolean)
          .join(" ");
        if (joined) return joined;
      }
      return fallback ?? "An error occurred.";
    }
    if (status === 401) return "Authentication failed. Please log in again.";
    if (status === 403) return "You do not have permission to perform this action.";
    if (status === 404) return "The requested resource was not found.";
    if (status >= 500) return "Server error. Please try again later.";
    return serverText(data) ?? fallback ?? "An error occurred.";
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? "An unexpected error occurred.";
}
