import { describe, expect, it } from "vitest";
import { checkDuplicateNames, duplicateNames, exportedNames } from "./exported-names";

describe("exported names", () => {
  it("reads every top-level exported definition, types included", () => {
    const text = `
      export type Portion = "full";
      export interface Game { id: number }
      export const A = 1, { b, c: [d] } = obj;
      export function grade() {}
      export class Grader {}
      export enum Kind { X }
      const local = 2;
      function helper() {}
      export { local as renamed, helper };
      export { elsewhere } from "./other";
      export * from "./more";
      export default function main() {}
      const notExported = 3;
    `;
    expect([...exportedNames("domain/x.ts", text)].sort()).toEqual(
      ["A", "Game", "Grader", "Kind", "Portion", "b", "d", "grade", "helper", "renamed"].sort(),
    );
  });

  it("parses TSX", () => {
    const names = exportedNames("web/x.tsx", "export function Card() { return <div />; }");
    expect([...names]).toEqual(["Card"]);
  });

  it("finds a name defined in two files, but not TanStack Router's Route in each route file", () => {
    const duplicates = duplicateNames(
      new Map([
        ["domain/picks/names.ts", new Set(["GamePortion", "PickType"])],
        ["domain/grading/grade-pick.ts", new Set(["GamePortion"])],
        ["web/routes/login.tsx", new Set(["Route"])],
        ["web/routes/register.tsx", new Set(["Route"])],
      ]),
    );
    expect([...duplicates]).toEqual([
      ["GamePortion", ["domain/grading/grade-pick.ts", "domain/picks/names.ts"]],
    ]);
  });
});

describe("the duplicate-name guard", () => {
  const files = ["domain/a.ts", "domain/b.ts", "domain/c.ts"];
  const entry = { name: "GamePortion", files, why: "one vocabulary" };

  it("passes a listed duplicate defined exactly where the list says", () => {
    expect(checkDuplicateNames(new Map([["GamePortion", files]]), [entry])).toEqual([]);
  });

  it("fails a new duplicate, and a listed name copied into one more file", () => {
    const problems = checkDuplicateNames(
      new Map([
        ["LoginInput", ["domain/accounts/contract.ts", "web/login.ts"]],
        ["GamePortion", [...files, "web/d.ts"]],
      ]),
      [entry],
    );
    expect(problems).toEqual([
      "GamePortion: also defined in web/d.ts; import it from domain/a.ts instead.",
      "LoginInput: exported from 2 files (domain/accounts/contract.ts, web/login.ts); keep one owner and import it.",
    ]);
  });

  it("only shrinks: a copy removed must leave the list, and so must a name down to one file", () => {
    expect(
      checkDuplicateNames(new Map([["GamePortion", ["domain/a.ts", "domain/c.ts"]]]), [entry]),
    ).toEqual([
      "GamePortion: no longer defined in domain/b.ts; remove it from its allow-list entry.",
    ]);
    expect(checkDuplicateNames(new Map(), [entry])).toEqual([
      "GamePortion: defined in one file now; remove its entry from the allow-list.",
    ]);
  });

  it("wants a reason for every entry", () => {
    expect(checkDuplicateNames(new Map([["GamePortion", files]]), [{ ...entry, why: "" }])).toEqual(
      ["GamePortion: the allow-list entry must say why."],
    );
  });
});
