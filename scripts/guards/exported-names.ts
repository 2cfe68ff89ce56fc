// Guard: no top-level exported name of domain/, worker/ or web/ is defined in two files (types
// included): one name, one owner. The TypeScript parser reads each file's own declarations;
// re-exports (`export { x } from "./y"`) define nothing. Names defined twice today are listed in
// .ci/guards/duplicate-exports-allow.json with the files and why; the list can only shrink.
import ts from "typescript";

export const exportFolders = ["domain", "worker", "web"];
export const exportExtensions = /\.(ts|tsx|mts|cts)$/;

/**
 * Names a framework requires every file of a kind to export: TanStack Router's file routes each
 * export `Route` (web/routes/). They are conventions, not copies.
 */
export const conventions: { name: string; under: string }[] = [
  { name: "Route", under: "web/routes/" },
];

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

/** The names a file defines and exports at its top level (types, values, enums, classes). */
export function exportedNames(file: string, text: string): Set<string> {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const local = new Set<string>();
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const declared = new Set<string>();
      for (const d of statement.declarationList.declarations) bindingNames(d.name, declared);
      for (const name of declared) (exported(statement) ? names : local).add(name);
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isModuleDeclaration(statement)
    ) {
      const name = statement.name;
      if (!name || !ts.isIdentifier(name)) continue;
      (exported(statement) && !isDefault(statement) ? names : local).add(name.text);
    }
  }
  // `export { a, b as c }` of the file's own declarations (not `export … from`).
  for (const statement of source.statements)
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) {
        const own = (element.propertyName ?? element.name).text;
        if (local.has(own) && element.name.text !== "default") names.add(element.name.text);
      }
  return names;
}

export interface DuplicateEntry {
  name: string;
  files: string[];
  why: string;
}

/** Every exported name defined in more than one file, with its files (sorted). */
export function duplicateNames(
  namesByFile: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [file, names] of namesByFile)
    for (const name of names) {
      if (conventions.some((c) => c.name === name && file.startsWith(c.under))) continue;
      owners.set(name, [...(owners.get(name) ?? []), file]);
    }
  const duplicates = new Map<string, string[]>();
  for (const [name, files] of [...owners].sort(([a], [b]) => a.localeCompare(b)))
    if (files.length > 1) duplicates.set(name, files.sort());
  return duplicates;
}

export function checkDuplicateNames(
  duplicates: ReadonlyMap<string, readonly string[]>,
  allowed: readonly DuplicateEntry[],
): string[] {
  const problems: string[] = [];
  const listed = new Map<string, DuplicateEntry>();
  for (const entry of allowed) {
    if (listed.has(entry.name)) problems.push(`${entry.name}: listed twice in the allow-list.`);
    listed.set(entry.name, entry);
    if (!entry.why?.trim()) problems.push(`${entry.name}: the allow-list entry must say why.`);
    const files = duplicates.get(entry.name) ?? [];
    const gone = entry.files.filter((file) => !files.includes(file));
    const added = files.filter((file) => !entry.files.includes(file));
    if (added.length)
      problems.push(
        `${entry.name}: also defined in ${added.join(", ")}; import it from ${entry.files[0]} instead.`,
      );
    if (files.length < 2)
      problems.push(
        `${entry.name}: defined in one file now; remove its entry from the allow-list.`,
      );
    else if (gone.length)
      problems.push(
        `${entry.name}: no longer defined in ${gone.join(", ")}; remove ${gone.length > 1 ? "them" : "it"} from its allow-list entry.`,
      );
  }
  for (const [name, files] of duplicates)
    if (!listed.has(name))
      problems.push(
        `${name}: exported from ${files.length} files (${files.join(", ")}); keep one owner and import it.`,
      );
  return problems;
}
