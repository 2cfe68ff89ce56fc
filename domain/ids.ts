/** A row id in a request body: a positive whole number, sent as a number or as digits. */
import * as v from "valibot";

export const idSchema = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(message), v.regex(/^\d{1,12}$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
  );
