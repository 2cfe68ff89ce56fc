import { describe, expect, it } from "vitest";
import { leagueUpdatesQuery } from "./dashboard-api";

const query = (...args: Parameters<typeof leagueUpdatesQuery>) =>
  leagueUpdatesQuery(...args).queryKey[2];

describe("League Updates asks the server for what the tab and search say", () => {
  it("All Messages: every message of the user's leagues", () => {
    expect(query("all", 7, "")).toEqual({
      author: undefined,
      type: undefined,
      search: undefined,
      cursor: undefined,
    });
  });

  it("Your Messages: the signed-in user as the author", () => {
    expect(query("mine", 7, "")).toMatchObject({ author: "7", type: undefined });
  });

  it("Highlights: highlighted messages of any author", () => {
    expect(query("highlights", 7, "")).toMatchObject({ author: undefined, type: "highlights" });
  });

  it("search is sent trimmed, a blank one not at all; older pages by cursor", () => {
    expect(query("all", 7, "  lunch ")).toMatchObject({ search: "lunch" });
    expect(query("all", 7, "   ")).toMatchObject({ search: undefined });
    expect(query("mine", 7, "", 120)).toMatchObject({ author: "7", cursor: "120" });
  });
});
