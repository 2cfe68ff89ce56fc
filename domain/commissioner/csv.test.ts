import { describe, expect, it } from "vitest";
import { csvCell, fileSlug, toCsv } from "./csv";

describe("commissioner CSV", () => {
  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("guards text that a spreadsheet would run as a formula, never numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("yes");
  });

  it("ends every row with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it("makes a file name stem of a league's name", () => {
    expect(fileSlug("Big 12 Fans!")).toBe("big-12-fans");
    expect(fileSlug("Café Olé")).toBe("cafe-ole");
    expect(fileSlug("🏈🏈")).toBe("league");
  });
});
