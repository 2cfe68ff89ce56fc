import { AutoBadge } from "#web/ui/auto-badge";
import { TableScroll } from "#web/ui/table-scroll";
import type { GridRow } from "../survivor-rules";

/**
 * The pool's grid: a row per member, a column per week; wins green, losses red, the current
 * week of the others hidden until their game kicks off (the server sends it no sooner); a pick
 * the server made (auto-pick) carries the "Auto" badge. The
 * weeks scroll sideways inside their frame; the page never does.
 */
export function SurvivorGrid({
  rows,
  weeks,
  weekShort,
}: {
  rows: readonly GridRow[];
  weeks: readonly number[];
  weekShort: (week: number) => string;
}) {
  return (
    <TableScroll label="Every member's picks by week">
      <table className="table survivor-grid">
        <thead>
          <tr>
            <th scope="col" className="pin">
              Member
            </th>
            {weeks.map((week) => (
              <th key={week} scope="col">
                {weekShort(week)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className={row.isViewer ? "is-self" : undefined}>
              <td className="pin survivor-member">
                <span className={row.status === "alive" ? undefined : "survivor-out"}>
                  {row.username}
                </span>
                <span className="small muted survivor-lives">
                  {row.status === "alive"
                    ? `${row.livesLeft} ${row.livesLeft === 1 ? "life" : "lives"}`
                    : "Out"}
                </span>
              </td>
              {row.cells.map((cell) => (
                <td key={cell.week} className={`survivor-cell is-${cell.tone}`}>
                  <span aria-hidden="true">{cell.text}</span>
                  {cell.auto && (
                    <span className="survivor-cell-auto" aria-hidden="true">
                      <AutoBadge />
                    </span>
                  )}
                  <span className="sr-only">{cell.label}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
