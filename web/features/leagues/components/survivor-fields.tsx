import {
  SURVIVOR_LIVES_CHOICES,
  SURVIVOR_PICK_TYPES,
  SURVIVOR_PICK_TYPE_LABELS,
  SURVIVOR_PICK_TYPE_SENTENCES,
  SURVIVOR_PUSH_LABELS,
  SURVIVOR_PUSH_RULES,
  SURVIVOR_PUSH_SENTENCES,
  type SurvivorPickType,
  type SurvivorPushRule,
} from "#domain/leagues/enums";
import { livesLabel } from "#domain/leagues/enums";
import { livesSentence } from "../survivor-text";
import type { FieldError } from "./settings-fields";
import { ChoiceCards, choicesOf } from "./settings-groups";

/** A survivor league's three settings as the forms hold them (lives as the radio's text). */
export type SurvivorValues = {
  survivor_lives: string;
  survivor_pick_type: SurvivorPickType;
  survivor_push: SurvivorPushRule;
};

/**
 * A survivor league's lives, pick type and push rule (issue 47, ADR 0407): each a few tappable
 * cards (native radios in a fieldset) with one plain sentence. Create League shows them once
 * Survivor is chosen; Edit League until the scoring settings freeze.
 */
export function SurvivorFields({
  values,
  onChange,
  err,
}: {
  values: SurvivorValues;
  onChange: (patch: Partial<SurvivorValues>) => void;
  err: FieldError;
}) {
  return (
    <>
      <ChoiceCards
        name="survivor_lives"
        legend="Lives"
        className="auto-pick-modes"
        choices={SURVIVOR_LIVES_CHOICES.map((n) => ({ value: String(n), label: livesLabel(n) }))}
        value={values.survivor_lives}
        onValue={(survivor_lives) => onChange({ survivor_lives })}
        hint={livesSentence(Number(values.survivor_lives))}
        error={err("survivor_lives")}
      />
      <ChoiceCards
        name="survivor_pick_type"
        legend="Pick type"
        className="two-choice-cards"
        choices={choicesOf(
          SURVIVOR_PICK_TYPES,
          SURVIVOR_PICK_TYPE_LABELS,
          SURVIVOR_PICK_TYPE_SENTENCES,
        )}
        value={values.survivor_pick_type}
        onValue={(survivor_pick_type) => onChange({ survivor_pick_type })}
        error={err("survivor_pick_type")}
      />
      <ChoiceCards
        name="survivor_push"
        legend="A tie or a push"
        className="two-choice-cards"
        choices={choicesOf(SURVIVOR_PUSH_RULES, SURVIVOR_PUSH_LABELS, SURVIVOR_PUSH_SENTENCES)}
        value={values.survivor_push}
        onValue={(survivor_push) => onChange({ survivor_push })}
        error={err("survivor_push")}
      />
    </>
  );
}
