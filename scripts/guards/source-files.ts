// The tracked source files the guards look at: what git tracks (so build output, node_modules and
// local state never count), in the folders the product's code lives in, minus generated files.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const root = new URL("../../", import.meta.url);

/** Files nobody writes by hand: generated on every build. */
export const generated = ["web/routeTree.gen.ts"];

export function trackedFiles(folders: string[], extensions: RegExp): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--", ...folders], { cwd: root });
  return out
    .toString("utf8")
    .split("\0")
    .filter((file) => file && extensions.test(file) && !generated.includes(file))
    .sort();
}

export function readSource(file: string): string {
  return readFileSync(new URL(file, root), "utf8");
}

/** Lines as `wc -l` and an editor count them: a last line without a newline still counts. */
export function lineCount(text: string): number {
  if (text === "") return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

export function readJson<T>(file: string): T {
  return JSON.parse(readSource(file)) as T;
}
