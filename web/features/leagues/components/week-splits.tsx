import type { WeeklyPick } from "#domain/leagues/contract";
import { splitShares } from "#domain/picks/split-shares";
import type { PickSplit } from "#domain/picks/splits";
import { usePhone } from "#web/lib/media";
import { matchup } from "./format";

const MARKET: Record<PickSplit["pick_type"], string> = {
  spread: "Spread",
  over_under: "Total",
  moneyline: "Moneyline",
};

/**
 * How the league picked each game that has kicked off (issue 48): the share of its picks on each
 * side of each market, from the weekly answer's `splits` (the server sends none before kickoff).
 */
export function WeekSplits({
  splits,
  picks,
}: {
  splits: readonly PickSplit[];
  picks: readonly WeeklyPick[];
}) {
  const games = [...new Set(splits.map((s) => s.game_id))].flatMap((id) => {
    const pick = picks.find((p) => p.game_id === id);
    return pick ? [{ id, name: matchup(pick) }] : [];
  });
  const phone = usePhone();
  if (games.length === 0) return null;
  return (
    // A phone has the members' picks first: the splits open on request there.
    <details className="week-splits" open={!phone}>
      <summary className="small week-splits-title">
        How the league picked: {games.length} game{games.length === 1 ? "" : "s"} under way or done
      </summary>
      <ul className="week-splits-list">
        {games.map((g) => (
          <li key={g.id} className="week-split">
            <strong className="small">{g.name}</strong>
            {splits
              .filter((s) => s.game_id === g.id)
              .map((s) => {
                const shares = splitShares(s, picks);
                const lead = shares[0];
                if (!lead) return null;
                return (
                  <div key={`${s.pick_type}:${s.game_portion}`} className="week-split-market">
                    <span className="small muted">{MARKET[s.pick_type]}</span>
                    <span className="small week-split-shares">
                      {shares.map((x) => (
                        <span key={x.side}>{x.text}</span>
                      ))}
                    </span>
                    <span className="share-bar week-split-bar" aria-hidden="true">
                      <span style={{ width: `${lead.percent}%` }} />
                    </span>
                  </div>
                );
              })}
          </li>
        ))}
      </ul>
    </details>
  );
}
