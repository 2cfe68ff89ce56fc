/**
 * The league settings of issue 47 (ADR 0407), validated and completed together: the survivor
 * format's (./survivor-settings.ts) and auto-pick's (./auto-pick-settings.ts).
 */
import * as autoPick from "./auto-pick-settings";
import * as survivor from "./survivor-settings";

export interface FormatSettings extends autoPick.AutoPickSettings, survivor.SurvivorSettings {}

export const FORMAT_FIELDS = { ...autoPick.AUTO_PICK_FIELDS, ...survivor.SURVIVOR_SETTING_FIELDS };

/** Each setting as sent, or its default. */
export const formatSettings = (out: Partial<FormatSettings>): FormatSettings => ({
  ...autoPick.autoPickSettings(out),
  ...survivor.survivorSettings(out),
});
