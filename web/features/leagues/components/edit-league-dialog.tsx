import { IMAGE_TEXTS, MAX_LOGO_BYTES } from "#domain/images";
import { ImageField } from "#web/ui/image-field";
import { useState } from "react";
import { ApiError } from "#web/api/errors";
import { TIEBREAKERS, TIEBREAKER_LABELS } from "#domain/leagues/enums";
import {
  resetClashingSecondary,
  secondaryTiebreakerOptions,
} from "#domain/leagues/league-settings";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { toast } from "#web/ui/toast";
import { leagueError } from "../api/league-errors";
import type { LeagueDetail } from "#domain/leagues/contract";
import { updateLeague } from "../api/leagues-api";

type Draft = {
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
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const before = fromLeague(league);
    const patch: Record<string, unknown> = {};
    for (const key of Object.keys(draft) as (keyof Draft)[]) {
      if (draft[key] === before[key]) continue;
      if (key === "max_members" || key === "picks_per_week") patch[key] = Number(draft[key]);
      else patch[key] = draft[key];
    }
    if (!Object.keys(patch).length) return onClose();
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

  const text = (key: keyof Draft, label: string, type = "text") => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        className="input"
        type={type}
        value={draft[key] as string}
        onChange={(e) => set(key, e.target.value)}
      />
      {errors[key] && <span className="field-error">{errors[key]}</span>}
    </label>
  );

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
        {text("name", "League Name")}
        {text("description", "Description")}
        <div className="form-row">
          <label className="field">
            <span className="field-label">League Type</span>
            <select
              className="select"
              value={draft.league_type}
              onChange={(e) => set("league_type", e.target.value)}
            >
              <option value="private">Private</option>
              <option value="public">Public</option>
            </select>
          </label>
          {text("max_members", "Max Members", "number")}
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.is_sponsored}
            onChange={(e) => set("is_sponsored", e.target.checked)}
          />
          <span>This league is sponsored</span>
        </label>
        {draft.is_sponsored && (
          <>
            {text("sponsor_name", "Sponsor Name")}
            <ImageField
              label="Sponsor Logo"
              value={draft.sponsor_logo_url}
              onChange={(logo) => set("sponsor_logo_url", logo)}
              maxBytes={MAX_LOGO_BYTES}
              tooBig={IMAGE_TEXTS.logoTooBig}
              error={errors.sponsor_logo_url}
            />
            {text("sponsor_message", "Sponsor Message")}
            {text("prize_description", "Prize Description")}
          </>
        )}
        {locked ? (
          <Banner kind="info">
            Scoring settings are locked: the league&apos;s first pick deadline has passed.
          </Banner>
        ) : (
          <>
            {text("picks_per_week", "Picks Per Week", "number")}
            <label className="check">
              <input
                type="checkbox"
                checked={draft.show_picks_before_lock}
                onChange={(e) => set("show_picks_before_lock", e.target.checked)}
              />
              <span>Show picks before lock</span>
            </label>
            <div className="form-row">
              <label className="field">
                <span className="field-label">Primary Tiebreaker</span>
                <select
                  className="select"
                  value={draft.primary_tiebreaker}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      primary_tiebreaker: e.target.value,
                      secondary_tiebreaker: resetClashingSecondary(
                        e.target.value,
                        d.secondary_tiebreaker,
                      ),
                    }))
                  }
                >
                  {TIEBREAKERS.map((t) => (
                    <option key={t} value={t}>
                      {TIEBREAKER_LABELS[t]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field-label">Secondary Tiebreaker</span>
                <select
                  className="select"
                  value={draft.secondary_tiebreaker}
                  onChange={(e) => set("secondary_tiebreaker", e.target.value)}
                >
                  {secondaryTiebreakerOptions(draft.primary_tiebreaker).map((t) => (
                    <option key={t} value={t}>
                      {TIEBREAKER_LABELS[t as keyof typeof TIEBREAKER_LABELS]}
                    </option>
                  ))}
                </select>
                {errors.secondary_tiebreaker && (
                  <span className="field-error">{errors.secondary_tiebreaker}</span>
                )}
              </label>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
