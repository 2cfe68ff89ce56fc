import { describe, expect, it } from "vitest";
import { dispositionName } from "./download-file";

describe("the downloaded file's name", () => {
  it("is the server's Content-Disposition filename, or the fallback", () => {
    expect(
      dispositionName('attachment; filename="saturday-showdown-standings.csv"', "standings.csv"),
    ).toBe("saturday-showdown-standings.csv");
    expect(dispositionName("attachment; filename=week-8-picks.csv", "picks.csv")).toBe(
      "week-8-picks.csv",
    );
    expect(
      dispositionName(
        "attachment; filename=\"x.csv\"; filename*=UTF-8''caf%C3%A9-standings.csv",
        "standings.csv",
      ),
    ).toBe("café-standings.csv");
    expect(dispositionName(null, "standings.csv")).toBe("standings.csv");
    expect(dispositionName("attachment", "picks.csv")).toBe("picks.csv");
  });
});
