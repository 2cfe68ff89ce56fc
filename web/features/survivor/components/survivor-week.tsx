import { useState } from "react";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { formatKickoffDay } from "#web/lib/format";
import { AutoBadge } from "#web/ui/auto-badge";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { EmptyState } from "#web/ui/empty-state";
import { TeamBadge } from "#web/ui/team-badge";
import type { SurvivorPickType } from "#domain/leagues/enums";
import { teamRows, type TeamRow, type ViewerPick } from "../survivor-rules";

/** The words under a pick saved on the phone and not yet on the server (issue 43's wording). */
export const SAVED_ON_PHONE = "Saved on this phone";

export interface SurvivorWeekProps {
  games: readonly SportsbookGame[];
  weekName: string;
  pickType: SurvivorPickType;
  nowMs: number;
  canPick: boolean;
  used: ReadonlyMap<number, number>;
  current: ViewerPick | null;
  weekTitle: (week: number) => string;
  onConfirm: (row: TeamRow) => Promise<unknown>;
}

/**
 * The week's games as team rows: one tap chooses a team, a second (Confirm) saves it. Used teams
 * stay in the list, greyed with the week they were used, so the fan sees why they cannot be had.
 */
export function SurvivorWeek(props: SurvivorWeekProps) {
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = teamRows(props.games, {
    used: props.used,
    pickType: props.pickType,
    nowMs: props.nowMs,
    canPick: props.canPick,
    current: props.current,
    weekName: props.weekTitle,
  });
  // A choice that stopped being tappable (its game kicked off, the pick landed) is dropped.
  const chosen = rows.find((r) => r.key === chosenKey && r.tappable) ?? null;
  const picked = rows.find((r) => r.picked) ?? null;
  const hasStarted = (r: TeamRow) => !r.picked && Date.parse(r.kickoff) <= props.nowMs;
  const open = rows.filter((r) => !hasStarted(r));
  const started = rows.filter(hasStarted);
  const startedGames = new Set(started.map((r) => r.gameId)).size;

  if (props.games.length === 0) return <EmptyState icon="ticket">No games this week.</EmptyState>;

  async function confirm(row: TeamRow) {
    setBusy(true);
    try {
      await props.onConfirm(row);
      setChosenKey(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="survivor-week">
      <p className="survivor-current" aria-live="polite">
        {picked ? (
          <>
            Your {props.weekName} pick: <strong>{picked.team.name}</strong>
            {picked.line && <> {picked.line}</>}
            {props.current?.is_auto && (
              <span className="survivor-auto">
                <AutoBadge />
              </span>
            )}
            {props.current?.queued && (
              <span className="survivor-saved">
                <Badge tone="warning">{SAVED_ON_PHONE}</Badge>
              </span>
            )}
          </>
        ) : props.canPick ? (
          `Pick one team to win ${props.weekName}.`
        ) : (
          `No pick for ${props.weekName}.`
        )}
      </p>
      <ul className="survivor-teams" aria-label={`${props.weekName} teams`}>
        {open.map((row) => (
          <li key={row.key}>
            <TeamButton row={row} chosen={row.key === chosen?.key} onTap={setChosenKey} />
          </li>
        ))}
      </ul>
      {/* Teams whose game has kicked off can no longer be picked: folded away, still readable. */}
      {started.length > 0 && (
        <details className="survivor-started">
          <summary>
            Kicked off: {startedGames} game{startedGames === 1 ? "" : "s"}
          </summary>
          <ul className="survivor-teams">
            {started.map((row) => (
              <li key={row.key}>
                <TeamButton row={row} chosen={false} onTap={setChosenKey} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {/* Read out when a tap opens it: the second tap is here. */}
      <div aria-live="polite">
        {chosen && (
          <div className="survivor-confirm" role="region" aria-label="Confirm your pick">
            <p>
              {picked ? "Change your pick to" : "Pick"} <strong>{chosen.team.name}</strong>
              {chosen.line && ` ${chosen.line}`} for {props.weekName}?
            </p>
            <div className="row">
              <Button variant="secondary" onClick={() => setChosenKey(null)} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void confirm(chosen)} busy={busy}>
                Confirm pick
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function TeamButton({
  row,
  chosen,
  onTap,
}: {
  row: TeamRow;
  chosen: boolean;
  onTap: (key: string) => void;
}) {
  const classes = [
    "survivor-team",
    row.usedWeek !== null && "is-used",
    row.picked && "is-picked",
    chosen && "is-chosen",
  ].filter(Boolean);
  const where = row.home ? "vs" : "at";
  return (
    <button
      type="button"
      className={classes.join(" ")}
      disabled={!row.tappable}
      aria-pressed={row.tappable ? chosen : undefined}
      onClick={() => onTap(row.key)}
    >
      <TeamBadge team={row.team} size={32} />
      <span className="survivor-team-text">
        <span className="survivor-team-name">{row.team.name}</span>
        <span className="survivor-team-meta small muted">
          {where} {row.opponent.compact_name} · {formatKickoffDay(row.kickoff)}
        </span>
        {(row.note || row.picked) && (
          <span className="survivor-team-note small">{row.picked ? "Your pick" : row.note}</span>
        )}
      </span>
      {row.line && <span className="survivor-team-line">{row.line}</span>}
    </button>
  );
}
