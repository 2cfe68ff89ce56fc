import { describe, expect, it } from "vitest";
import { checkFileSizes, type FileSizeEntry } from "./file-size";
import { lineCount } from "./source-files";

const entry = (file: string, cap: number, why = "split later"): FileSizeEntry => ({
  file,
  cap,
  why,
});

describe("the file-size guard", () => {
  it("passes files within 450 lines and listed files at their cap", () => {
    const counts = new Map([
      ["web/a.tsx", 450],
      ["web/big.css", 900],
    ]);
    expect(checkFileSizes(counts, [entry("web/big.css", 900)])).toEqual([]);
  });

  it("fails a file over 450 lines that is not listed", () => {
    expect(checkFileSizes(new Map([["worker/x/routes.ts", 451]]), [])).toEqual([
      "worker/x/routes.ts: 451 lines, over 450; split it into well-named files in its area.",
    ]);
  });

  it("fails a listed file that grew past its cap", () => {
    expect(checkFileSizes(new Map([["web/big.css", 901]]), [entry("web/big.css", 900)])).toEqual([
      "web/big.css: 901 lines, over its cap of 900; split it instead of growing it.",
    ]);
  });

  it("only shrinks: a cap above the file's count must be lowered to it", () => {
    expect(checkFileSizes(new Map([["web/big.css", 700]]), [entry("web/big.css", 900)])).toEqual([
      "web/big.css: 700 lines, under its cap of 900; lower the cap to 700.",
    ]);
  });

  it("fails an entry for a file back within 450 lines, or gone", () => {
    const problems = checkFileSizes(new Map([["web/big.css", 450]]), [
      entry("web/big.css", 900),
      entry("web/gone.ts", 500),
    ]);
    expect(problems).toEqual([
      "web/big.css: 450 lines, within 450 now; remove its allow-list entry.",
      "web/gone.ts: no such source file; remove its allow-list entry.",
    ]);
  });

  it("wants a reason for every entry, and one entry per file", () => {
    const problems = checkFileSizes(new Map([["web/big.css", 900]]), [
      entry("web/big.css", 900, " "),
      entry("web/big.css", 900),
    ]);
    expect(problems).toEqual([
      "web/big.css: the allow-list entry must say why.",
      "web/big.css: listed twice in the allow-list.",
    ]);
  });

  it("counts lines as an editor does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
