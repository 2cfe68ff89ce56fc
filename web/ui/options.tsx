/** A select's options from a list: names (each its own value) or { value, label } pairs. */
export function Options({ of }: { of: readonly (string | { value: string; label: string })[] }) {
  return (
    <>
      {of.map((o) =>
        typeof o === "string" ? (
          <option key={o}>{o}</option>
        ) : (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ),
      )}
    </>
  );
}
