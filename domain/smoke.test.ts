import { expect, it } from "vitest";
it("runs unit tests", () => expect(1 + 1).toBe(2));
