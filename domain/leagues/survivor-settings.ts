/**
 * A survivor league's settings (issue 47, docs/decisions/0407-survivor-and-auto-pick.md): its
 * lives, what its pick must do and what a tie or a push does. Kept beside the create-league
 * payload (./league-settings.ts), which spreads these fields, defaults and values into its own.
 */
import * as v from "valibot";
import { SURVIVOR_PICK_TYPES, SURVIVOR_PUSH_RULES, type SurvivorPickType } from "./enums";
import type { PoolFormat, SurvivorPushRule } from "./enums";

export const POOL_FORMAT_MESSAGE = "Pool format must be standard, confidence or survivor";
/** A confidence league has no lock pick (its ranks do that work), nor a survivor league. */
export const lockless = (format: PoolFormat | undefined) =>
  format === "confidence" || format === "survivor";

export const SURVIVOR_SETTING_MESSAGES = {
  lives: "Survivor lives must be 1, 2 or 3",
  pickType: "Survivor pick type must be straight_up or spread",
  push: "Survivor push must be survive or lose",
} as const;

export interface SurvivorSettings {
  survivor_lives: number;
  survivor_pick_type: SurvivorPickType;
  survivor_push: SurvivorPushRule;
}

export const SURVIVOR_DEFAULTS: SurvivorSettings = {
  survivor_lives: 1,
  survivor_pick_type: "straight_up",
  survivor_push: "survive",
};

const M = SURVIVOR_SETTING_MESSAGES;
/** The fields of the create-league schema (numbers may arrive as strings from form fields). */
export const SURVIVOR_SETTING_FIELDS = {
  survivor_lives: v.optional(
    v.pipe(
      v.union([v.number(M.lives), v.pipe(v.string(M.lives), v.regex(/^\d+$/, M.lives))], M.lives),
      v.transform(Number),
      v.integer(M.lives),
      v.minValue(1, M.lives),
      v.maxValue(3, M.lives),
    ),
  ),
  survivor_pick_type: v.optional(v.picklist(SURVIVOR_PICK_TYPES, M.pickType)),
  survivor_push: v.optional(v.picklist(SURVIVOR_PUSH_RULES, M.push)),
};

/** The validated values with their defaults. */
export const survivorSettings = (out: Partial<SurvivorSettings>): SurvivorSettings => ({
  survivor_lives: out.survivor_lives ?? SURVIVOR_DEFAULTS.survivor_lives,
  survivor_pick_type: out.survivor_pick_type ?? SURVIVOR_DEFAULTS.survivor_pick_type,
  survivor_push: out.survivor_push ?? SURVIVOR_DEFAULTS.survivor_push,
});
