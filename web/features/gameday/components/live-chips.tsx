import type { SurvivorPickType } from "#domain/leagues/enums";
import type { LiveChip, LiveGame } from "#domain/standings/contract";
import { Icon } from "#web/ui/icons";
import { chipState, chipText, whatIfResult, type WhatIfOutcome } from "../live-logic";

const STATE_WORDS = {
  won: "won",
  lost: "lost",
  push: "push",
  void: "void",
  live: "in play",
  upcoming: "not started",
} as const;
const WHAT_IF_STATE = { win: "won", loss: "lost", push: "push", void: "void" } as const;

/** A member's picks of the week as chips: green won, red lost, pulsing while the game is live. */
export function LiveChips({
  chips,
  games,
  outcomes,
  survivorPickType,
}: {
  chips: readonly LiveChip[];
  games: ReadonlyMap<number, LiveGame>;
  /** The what-if's tapped outcomes: a chip they decide shows that result (dashed). */
  outcomes: ReadonlyMap<number, WhatIfOutcome>;
  /** A survivor league's: how its picks are graded (a tapped survivor chip's result). */
  survivorPickType?: SurvivorPickType;
}) {
  if (chips.length === 0) return <p className="small muted">No picks shown yet</p>;
  return (
    <ul className="live-chips">
      {chips.map((chip, i) => {
        const game = games.get(chip.game_id);
        const outcome = outcomes.get(chip.game_id);
        const tapped =
          !chip.result && game && outcome
            ? whatIfResult(chip, game, outcome, survivorPickType)
            : null;
        const state = tapped ? WHAT_IF_STATE[tapped] : chipState(chip, game);
        const text = chipText(chip, game);
        return (
          <li
            key={`${chip.game_id}:${chip.pick_type}:${chip.game_portion}:${i}`}
            className={`live-chip live-chip-${state}${tapped ? " live-chip-whatif" : ""}`}
            title={`${text}: ${STATE_WORDS[state]}${tapped ? " (what-if)" : ""}`}
          >
            {chip.confidence ? <span className="live-chip-rank">{chip.confidence}</span> : null}
            {text}
            {chip.is_lock && <Icon name="lock" size={13} label="lock" className="live-chip-lock" />}
            <span className="sr-only">, {STATE_WORDS[state]}</span>
          </li>
        );
      })}
    </ul>
  );
}
