/**
 * /sportsbook-new: the fan's submitted picks under a game's markets, graded once final, with
 * Set lock on a pick that can still become the week's lock.
 */
import type { SubmittedPick } from "#domain/picks/contract";
import type { SportCalendar } from "#domain/season/calendars";
import { formatPrice } from "#web/lib/format";
import { pickText } from "./pick-text";

export function CardPicks({
  picks,
  cal,
  canSetLock,
  onSetLock,
}: {
  picks: SubmittedPick[];
  /** The game's sport: its prices read as its fans read them. */
  cal: SportCalendar;
  canSetLock: (pick: SubmittedPick) => boolean;
  onSetLock: (pick: SubmittedPick) => void;
}) {
  if (picks.length === 0) return null;
  return (
    <ul className="card-picks small">
      {picks.map((p) => (
        <li key={p.id} className="card-pick">
          <span className="card-pick-text">
            {p.is_correct !== null && (
              <>
                <span aria-hidden="true">{p.is_correct ? "✓ " : "✗ "}</span>
                <span className="sr-only">{p.is_correct ? "Correct: " : "Incorrect: "}</span>
              </>
            )}
            {pickText(p)} {formatPrice(p.odds_at_pick, cal)}
          </span>
          {p.is_lock ? (
            <span className="lock-tag">Lock</span>
          ) : (
            canSetLock(p) && (
              <button type="button" className="btn btn-link btn-sm" onClick={() => onSetLock(p)}>
                Set lock
              </button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
