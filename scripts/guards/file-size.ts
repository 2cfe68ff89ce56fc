// Guard: no source file over 450 lines (STYLE.md). Files over it today are listed in
// .ci/guards/file-size-allow.json with their line count as a cap and why; the list can only shrink:
// a listed file may not grow, and an entry whose cap is above the file's count (or a file back
// under 450 lines, or gone) fails until the entry is lowered or removed.

export const maxLines = 450;
export const sourceFolders = ["domain", "worker", "web", "scripts", "e2e", "bench"];
export const sourceExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

export interface FileSizeEntry {
  file: string;
  cap: number;
  why: string;
}

export function checkFileSizes(
  counts: ReadonlyMap<string, number>,
  allowed: readonly FileSizeEntry[],
): string[] {
  const problems: string[] = [];
  const listed = new Map<string, FileSizeEntry>();
  for (const entry of allowed) {
    if (listed.has(entry.file)) problems.push(`${entry.file}: listed twice in the allow-list.`);
    listed.set(entry.file, entry);
    if (!entry.why?.trim()) problems.push(`${entry.file}: the allow-list entry must say why.`);
    const lines = counts.get(entry.file);
    if (lines === undefined) {
      problems.push(`${entry.file}: no such source file; remove its allow-list entry.`);
    } else if (lines <= maxLines) {
      problems.push(
        `${entry.file}: ${lines} lines, within ${maxLines} now; remove its allow-list entry.`,
      );
    } else if (lines > entry.cap) {
      problems.push(
        `${entry.file}: ${lines} lines, over its cap of ${entry.cap}; split it instead of growing it.`,
      );
    } else if (lines < entry.cap) {
      problems.push(
        `${entry.file}: ${lines} lines, under its cap of ${entry.cap}; lower the cap to ${lines}.`,
      );
    }
  }
  for (const [file, lines] of counts)
    if (lines > maxLines && !listed.has(file))
      problems.push(
        `${file}: ${lines} lines, over ${maxLines}; split it into well-named files in its area.`,
      );
  return problems;
}
