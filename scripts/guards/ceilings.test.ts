import { describe, expect, it } from "vitest";
import { checkDuplication } from "./duplication";
import { checkImportViolations } from "./import-layers";

describe("the copy-paste ceiling", () => {
  const ceiling = { duplicatedLines: 239, clones: 30, why: "today" };

  it("passes at the ceiling and a little under it", () => {
    expect(checkDuplication({ duplicatedLines: 239, clones: 30 }, ceiling)).toEqual([]);
    expect(checkDuplication({ duplicatedLines: 220, clones: 28 }, ceiling)).toEqual([]);
  });

  it("fails above the ceiling", () => {
    expect(checkDuplication({ duplicatedLines: 250, clones: 31 }, ceiling)).toEqual([
      "jscpd: 250 duplicated lines, over the ceiling of 239; run `npx jscpd -c .jscpd.json -r console` and remove the new copy.",
      "jscpd: 31 clones, over the ceiling of 30; run `npx jscpd -c .jscpd.json -r console` and remove the new copy.",
    ]);
  });

  it("only goes down: well under the ceiling asks for the ceiling to be lowered", () => {
    expect(checkDuplication({ duplicatedLines: 200, clones: 25 }, ceiling)).toEqual([
      'jscpd: 200 duplicated lines, well under the ceiling of 239; lower "duplicatedLines" in .ci/guards/duplication-ceiling.json to 200.',
      'jscpd: 25 clones, well under the ceiling of 30; lower "clones" in .ci/guards/duplication-ceiling.json to 25.',
    ]);
  });
});

describe("the known import violations", () => {
  const circle = { rule: "no-circular", from: "domain/a.ts", to: "domain/b.ts" };

  it("passes a listed violation that still exists", () => {
    expect(checkImportViolations([circle], [{ ...circle, why: "split later" }])).toEqual([]);
  });

  it("fails a new violation", () => {
    const upward = { rule: "domain-imports-no-app", from: "domain/a.ts", to: "web/lib/format.ts" };
    expect(checkImportViolations([upward], [])).toEqual([
      "domain-imports-no-app: domain/a.ts → web/lib/format.ts (see the rule's comment in .dependency-cruiser.cjs).",
    ]);
  });

  it("only shrinks: a listed violation that is gone must leave the list", () => {
    expect(checkImportViolations([], [{ ...circle, why: "split later" }])).toEqual([
      "no-circular: domain/a.ts → domain/b.ts: gone; remove its entry from the known list.",
    ]);
  });
});
