/**
 * The auto-pick settings of a league (issue 47, docs/decisions/0407-survivor-and-auto-pick.md):
 * what the server picks for a member who made no pick of a week by its auto-pick moment
 * (domain/picks/auto-pick.ts), and for how many weeks of a season. Part of the create-league
 * payload (./league-settings.ts); editable by the commissioner at any time (not a scoring setting,
 * so never frozen: it changes who picks, not how picks score).
 */
import * as v from "valibot";

export const AUTO_PICK_MODES = ["off", "favorite", "home"] as const;
export type AutoPickMode = (typeof AUTO_PICK_MODES)[number];

export const AUTO_PICK_LABELS: Record<AutoPickMode, string> = {
  off: "Off",
  favorite: "Favorites",
  home: "Home teams",
};

export const AUTO_PICK_LIMIT_MAX = 10;

export const AUTO_PICK_MESSAGES = {
  mode: "Auto-pick must be off, favorite or home",
  limit: `Auto-pick limit must be a whole number from 0 to ${AUTO_PICK_LIMIT_MAX}`,
} as const;

export interface AutoPickSettings {
  auto_pick: AutoPickMode;
  /** Weeks of a season a member may be auto-picked (0 to 10). */
  auto_pick_limit: number;
}

export const AUTO_PICK_DEFAULTS: AutoPickSettings = { auto_pick: "off", auto_pick_limit: 3 };

/** The fields of the create-league schema (spread into `LeagueSettingsSchema`). */
export const AUTO_PICK_FIELDS = {
  auto_pick: v.optional(v.picklist(AUTO_PICK_MODES, AUTO_PICK_MESSAGES.mode)),
  auto_pick_limit: v.optional(
    v.pipe(
      v.number(AUTO_PICK_MESSAGES.limit),
      v.integer(AUTO_PICK_MESSAGES.limit),
      v.minValue(0, AUTO_PICK_MESSAGES.limit),
      v.maxValue(AUTO_PICK_LIMIT_MAX, AUTO_PICK_MESSAGES.limit),
    ),
  ),
};

/** The validated fields with their defaults applied. */
export function autoPickSettings(out: Partial<AutoPickSettings>): AutoPickSettings {
  return {
    auto_pick: out.auto_pick ?? AUTO_PICK_DEFAULTS.auto_pick,
    auto_pick_limit: out.auto_pick_limit ?? AUTO_PICK_DEFAULTS.auto_pick_limit,
  };
}

/** A stored column as the setting ('off' for anything unknown). */
export const storedAutoPick = (value: string | null | undefined): AutoPickMode =>
  (AUTO_PICK_MODES as readonly string[]).includes(value ?? "") ? (value as AutoPickMode) : "off";
