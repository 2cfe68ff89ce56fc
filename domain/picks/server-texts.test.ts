import { describe, expect, it } from "vitest";
import { SERVER_PICK_TEXTS } from "./server-texts";

describe("the Worker's pick texts", () => {
  it("keeps the newer screen's alert texts the server answers", () => {
    expect(SERVER_PICK_TEXTS.pickNotFound).toBe("Pick not found");
  });
});
