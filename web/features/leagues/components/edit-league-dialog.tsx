import { useState } from "react";
import { ApiError } from "#web/api/errors";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { toast } from "#web/ui/toast";
import { leagueError } from "../api/league-errors";
import type { LeagueDetail } from "#domain/leagues/contract";
import { AUTO_PICK_DEFAULTS, type AutoPickMode } from "#domain/leagues/auto-pick-settings";
import { updateLeague } from "../api/leagues-api";
import { POOL_FORMAT_LABELS, POOL_FORMAT_SENTENCES, type PoolFormat } from "#domain/leagues/enums";
import { lockless, SURVIVOR_DEFAULTS } from "#domain/leagues/survivor-settings";
import { survivorSettingRows } from "../survivor-text";
import { Check, InputField } from "./settings-fields";
import {
  AutoPickFields,
  LeagueNameField,
  PicksPerWeekField,
  PoolFormatField,
  PrivacyFields,
  SponsorFields,
  TiebreakerFields,
} from "./settings-groups";
import { SurvivorFields, type SurvivorValues } from "./survivor-fields";

type Draft = SurvivorValues & {
  name: string;
  description: string;
  league_type: string;
  max_members: string;
  is_sponsored: boolean;
  sponsor_name: string;
  sponsor_logo_url: string;
  sponsor_message: string;
  prize_description: string;
  picks_per_week: string;
  show_picks_before_lock: boolean;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  pool_format: PoolFormat;
  auto_pick: AutoPickMode;
  auto_pick_limit: string;
};

const fromLeague = (l: LeagueDetail): Draft => ({
  name: l.name,
  description: l.description,
  league_type: l.league_type,
  max_members: String(l.max_members),
  is_sponsored: l.is_sponsored,
  sponsor_name: l.sponsor_name ?? "",
  sponsor_logo_url: l.sponsor_logo_url ?? "",
  sponsor_message: l.sponsor_message ?? "",
  prize_description: l.prize_description ?? "",
  picks_per_week: String(l.picks_per_week ?? 5),
  show_picks_before_lock: !!l.show_picks_before_lock,
  primary_tiebreaker: l.primary_tiebreaker ?? "pick_percentage",
  secondary_tiebreaker: l.secondary_tiebreaker ?? "average_odds",
  // Absent from an answer older than issue 46: such a league is standard.
  pool_format: l.pool_format ?? "standard",
  // Absent from an answer older than issue 47: auto-pick is off with the default limit.
  auto_pick: l.auto_pick ?? AUTO_PICK_DEFAULTS.auto_pick,
  auto_pick_limit: String(l.auto_pick_limit ?? AUTO_PICK_DEFAULTS.auto_pick_limit),
  // Absent from an answer older than issue 47 too: the survivor defaults.
  survivor_lives: String(l.survivor_lives ?? SURVIVOR_DEFAULTS.survivor_lives),
  survivor_pick_type: l.survivor_pick_type ?? SURVIVOR_DEFAULTS.survivor_pick_type,
  survivor_push: l.survivor_push ?? SURVIVOR_DEFAULTS.survivor_push,
});

/** Commissioner's 'Edit League': text and membership always; scoring until the first deadline. */
export function EditLeagueDialog({
  league,
  open,
  onClose,
  onSaved,
}: {
  league: LeagueDetail;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => fromLeague(league));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = !!league.settings_locked;
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => update({ [k]: v } as Partial<Draft>);
  const err = (k: string) => errors[k];
  const survivor = draft.pool_format === "survivor";

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const before = fromLeague(league);
    const patch: Record<string, unknown> = {};
    for (const key of Object.keys(draft) as (keyof Draft)[]) {
      if (draft[key] === before[key]) continue;
      if (key === "max_members" || key === "picks_per_week" || key === "survivor_lives")
        patch[key] = Number(draft[key]);
      // A blank limit goes as typed, so the server's 400 says so under the field (never a 0).
      else if (key === "auto_pick_limit")
        patch[key] = draft[key].trim() === "" ? "" : Number(draft[key]);
      else patch[key] = draft[key];
    }
    if (!Object.keys(patch).length) return onClose();
    // A confidence or survivor league has no lock: switching to one turns the lock setting off.
    if (patch.pool_format && lockless(draft.pool_format)) patch.enable_locks = false;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await updateLeague(league.id, patch);
      toast.success("League updated");
      onSaved();
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      if (Object.keys(fields).length) setErrors(fields);
      else setFormError(leagueError(error, "Failed to update league"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title="Edit League"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="edit-league-form" busy={busy} busyText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form id="edit-league-form" className="form" onSubmit={save} noValidate>
        {formError && <Banner kind="error">{formError}</Banner>}
        <LeagueNameField value={draft.name} onValue={(v) => set("name", v)} error={err("name")} />
        <InputField
          id="league-description"
          label="Description"
          error={err("description")}
          value={draft.description}
          onValue={(v) => set("description", v)}
        />
        <PrivacyFields values={draft} onChange={update} err={err} typeText="plain" />
        <SponsorFields values={draft} onChange={update} err={err} />
        {/* Auto-pick changes who picks, not how picks score: editable after the freeze too. */}
        <AutoPickFields values={draft} onChange={update} err={err} />
        {locked ? (
          <>
            <Banner kind="info">
              Scoring settings are locked: the league&apos;s first pick deadline has passed.
            </Banner>
            <div className="small frozen-settings">
              <p>
                <strong>Pool format: {POOL_FORMAT_LABELS[draft.pool_format]}.</strong>{" "}
                {POOL_FORMAT_SENTENCES[draft.pool_format]}
              </p>
              {/* A survivor pool's lives and rules freeze once its first week is graded (ADR 0407). */}
              {survivor && league.survivor_settings_locked && (
                <ul>
                  {survivorSettingRows(league).map(([name, sentence]) => (
                    <li key={name}>
                      <strong>{name}:</strong> {sentence}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {survivor && !league.survivor_settings_locked && (
              <SurvivorFields values={draft} onChange={update} err={err} />
            )}
          </>
        ) : (
          <>
            <PoolFormatField
              value={draft.pool_format}
              onValue={(v) => set("pool_format", v)}
              error={err("pool_format") ?? err("enable_locks")}
            />
            {survivor ? (
              <SurvivorFields values={draft} onChange={update} err={err} />
            ) : (
              <>
                <PicksPerWeekField
                  value={draft.picks_per_week}
                  onValue={(v) => set("picks_per_week", v)}
                  error={err("picks_per_week")}
                />
                <Check
                  label="Show picks before lock"
                  checked={draft.show_picks_before_lock}
                  onChange={(v) => set("show_picks_before_lock", v)}
                />
                <TiebreakerFields
                  primary={draft.primary_tiebreaker}
                  secondary={draft.secondary_tiebreaker}
                  onChange={(primary_tiebreaker, secondary_tiebreaker) =>
                    update({ primary_tiebreaker, secondary_tiebreaker })
                  }
                  err={err}
                />
              </>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}
