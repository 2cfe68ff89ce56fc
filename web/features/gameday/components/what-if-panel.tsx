import type { LiveGame } from "#domain/standings/contract";
import { Button } from "#web/ui/button";
import type { WhatIfOutcome } from "../live-logic";

/** The game as it stands: its score, or its teams (and 'not started' before kickoff). */
const score = (g: LiveGame) =>
  g.home_score === null || g.away_score === null
    ? `${g.away_team_short} @ ${g.home_team_short}${g.status === "live" ? "" : " · not started"}`
    : `${g.away_team_short} ${g.away_score} – ${g.home_score} ${g.home_team_short}`;

/**
 * The remaining games with segmented buttons (away side, as it stands, home side): a tap
 * recomputes the ranks on the phone; a second tap on the same button takes it back.
 */
export function WhatIfPanel({
  games,
  outcomes,
  onChange,
}: {
  games: readonly LiveGame[];
  outcomes: ReadonlyMap<number, WhatIfOutcome>;
  onChange: (next: Map<number, WhatIfOutcome>) => void;
}) {
  if (games.length === 0)
    return <p className="small muted">No game left to decide: every pick shown is settled.</p>;
  const set = (gameId: number, outcome: WhatIfOutcome) => {
    const next = new Map(outcomes);
    if (next.get(gameId) === outcome) next.delete(gameId);
    else next.set(gameId, outcome);
    onChange(next);
  };
  return (
    <div className="stack-sm live-whatif" aria-label="What if">
      <p className="small muted">
        Tap how a game ends: the ranks change on this device only, nothing is sent.
      </p>
      {games.map((g) => {
        const chosen = outcomes.get(g.game_id);
        const options: [WhatIfOutcome, string][] = [
          ["away", g.away_team_short],
          ["as_it_stands", "As it stands"],
          ["home", g.home_team_short],
        ];
        return (
          <fieldset key={g.game_id} className="live-whatif-game">
            <legend className="small">
              {score(g)}
              {g.status === "live" && <span className="live-dot"> Live</span>}
            </legend>
            <div className="tabs segmented" role="group">
              {options.map(([outcome, label]) => (
                <button
                  key={outcome}
                  type="button"
                  className="tab"
                  aria-pressed={chosen === outcome}
                  disabled={outcome === "as_it_stands" && g.home_score === null}
                  onClick={() => set(g.game_id, outcome)}
                >
                  {label}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <Button size="sm" variant="secondary" onClick={() => onChange(new Map())}>
        Reset
      </Button>
    </div>
  );
}
