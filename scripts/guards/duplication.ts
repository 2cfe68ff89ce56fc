// Guard: copy-pasted code, counted by jscpd (.jscpd.json: the source folders, blocks of 50 tokens
// or more). .ci/guards/duplication-ceiling.json holds the duplicated lines and clones today; the
// ceiling can only go down: a count above it fails (remove the copy instead), and a count well
// below it fails too (lower the ceiling to the count, so nobody can spend the room again).

export interface DuplicationCeiling {
  duplicatedLines: number;
  clones: number;
  why: string;
}

export interface DuplicationCount {
  duplicatedLines: number;
  clones: number;
}

/** "Well below": this many duplicated lines or clones under the ceiling asks for a lower one. */
export const slack = { duplicatedLines: 20, clones: 2 };

export function checkDuplication(count: DuplicationCount, ceiling: DuplicationCeiling): string[] {
  const problems: string[] = [];
  for (const key of ["duplicatedLines", "clones"] as const) {
    const label = key === "clones" ? "clones" : "duplicated lines";
    if (count[key] > ceiling[key])
      problems.push(
        `jscpd: ${count[key]} ${label}, over the ceiling of ${ceiling[key]}; run \`npx jscpd -c .jscpd.json -r console\` and remove the new copy.`,
      );
    else if (ceiling[key] - count[key] > slack[key])
      problems.push(
        `jscpd: ${count[key]} ${label}, well under the ceiling of ${ceiling[key]}; lower "${key}" in .ci/guards/duplication-ceiling.json to ${count[key]}.`,
      );
  }
  return problems;
}
