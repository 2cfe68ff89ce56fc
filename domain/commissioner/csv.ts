/**
 * CSV for the commissioner's exports (RFC 4180): cells joined by commas, rows by CRLF; a cell with
 * a comma, quote, CR or LF is quoted with its quotes doubled. A text cell that a spreadsheet would
 * run as a formula (it starts with = + - @, a tab or a CR) is prefixed with a single quote (the
 * OWASP advice); numbers are written as numbers, so a line of -3.5 stays a number.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows as one CSV text (CRLF after every row). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** A file name's safe stem from a league's name ('Big 12 Fans!' → 'big-12-fans'). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "league";
}
