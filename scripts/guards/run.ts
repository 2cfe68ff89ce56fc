// `npm run guards` (the static lane of `npm test`): the house rules no linter holds. Each guard
// prints what to do about every problem it finds; the allow-lists in .ci/guards/ only shrink
// (README "Tests": how to shrink them).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { checkDuplication, type DuplicationCeiling } from "./duplication";
import {
  checkDuplicateNames,
  duplicateNames,
  exportExtensions,
  exportFolders,
  exportedNames,
  type DuplicateEntry,
} from "./exported-names";
import { checkFileSizes, sourceExtensions, sourceFolders, type FileSizeEntry } from "./file-size";
import { checkImportViolations, type ImportViolation, type KnownViolation } from "./import-layers";
import { lineCount, readJson, readSource, root, trackedFiles } from "./source-files";

const run = promisify(execFile);
const cwd = fileURLToPath(root);
const bin = (name: string) => join(cwd, "node_modules", ".bin", name);

function fileSizes(): string[] {
  const counts = new Map<string, number>();
  for (const file of trackedFiles(sourceFolders, sourceExtensions))
    counts.set(file, lineCount(readSource(file)));
  return checkFileSizes(counts, readJson<FileSizeEntry[]>(".ci/guards/file-size-allow.json"));
}

function exportNames(): string[] {
  const names = new Map<string, Set<string>>();
  for (const file of trackedFiles(exportFolders, exportExtensions))
    names.set(file, exportedNames(file, readSource(file)));
  return checkDuplicateNames(
    duplicateNames(names),
    readJson<DuplicateEntry[]>(".ci/guards/duplicate-exports-allow.json"),
  );
}

async function duplication(): Promise<string[]> {
  const output = mkdtempSync(join(tmpdir(), "jscpd-"));
  try {
    await run(bin("jscpd"), ["-c", ".jscpd.json", "-r", "json", "-o", output], { cwd });
    const report = JSON.parse(readFileSync(join(output, "jscpd-report.json"), "utf8"));
    const { clones, duplicatedLines } = report.statistics.total;
    return checkDuplication(
      { clones, duplicatedLines },
      readJson<DuplicationCeiling>(".ci/guards/duplication-ceiling.json"),
    );
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

async function importLayers(): Promise<string[]> {
  const args = ["--config", ".dependency-cruiser.cjs", "--output-type", "json", ...sourceFolders];
  // depcruise exits non-zero when it finds violations; its JSON on stdout says which.
  const { stdout } = await run(bin("depcruise"), args, { cwd, maxBuffer: 256 << 20 }).catch(
    (error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return { stdout: error.stdout };
    },
  );
  const found: ImportViolation[] = JSON.parse(stdout).summary.violations.map(
    (v: { rule: { name: string }; from: string; to: string }) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
    }),
  );
  return checkImportViolations(
    found,
    readJson<KnownViolation[]>(".ci/guards/known-import-violations.json"),
  );
}

const guards: [string, () => string[] | Promise<string[]>][] = [
  ["file size (≤ 450 lines)", fileSizes],
  ["one file per exported name", exportNames],
  ["copy-pasted code (jscpd)", duplication],
  ["import layers and circles (dependency-cruiser)", importLayers],
];

let failed = 0;
const results = await Promise.all(
  guards.map(async ([name, guard]) => {
    const started = Date.now();
    const problems = await guard();
    return { name, problems, ms: Date.now() - started };
  }),
);
for (const { name, problems, ms } of results) {
  console.log(`${problems.length ? "✗" : "✓"} ${name} (${(ms / 1000).toFixed(1)} s)`);
  for (const problem of problems) console.log(`    ${problem}`);
  if (problems.length) failed++;
}
if (failed) {
  console.error(`\n${failed} guard(s) failed; the lists are in .ci/guards/ (README "Tests").`);
  process.exit(1);
}
