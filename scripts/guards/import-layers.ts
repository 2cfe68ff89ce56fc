// Guard: no import circle and no import from a lower layer to a higher one, by dependency-cruiser
// (.dependency-cruiser.cjs). Violations that exist today are listed in
// .ci/guards/known-import-violations.json with why; the list can only shrink: a new violation
// fails, and so does a listed one that is gone (remove its entry).

export interface ImportViolation {
  rule: string;
  from: string;
  to: string;
}

export interface KnownViolation extends ImportViolation {
  why: string;
}

const key = (v: ImportViolation) => `${v.rule}: ${v.from} → ${v.to}`;

export function checkImportViolations(
  found: readonly ImportViolation[],
  known: readonly KnownViolation[],
): string[] {
  const problems: string[] = [];
  const foundKeys = new Set(found.map(key));
  const knownKeys = new Set(known.map(key));
  for (const entry of known) {
    if (!entry.why?.trim()) problems.push(`${key(entry)}: the known-list entry must say why.`);
    if (!foundKeys.has(key(entry)))
      problems.push(`${key(entry)}: gone; remove its entry from the known list.`);
  }
  for (const violation of found)
    if (!knownKeys.has(key(violation)))
      problems.push(`${key(violation)} (see the rule's comment in .dependency-cruiser.cjs).`);
  return [...new Set(problems)];
}
