import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ApiError } from "#web/api/errors";
import { validateLeagueSettings } from "#domain/leagues/league-settings";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { toast } from "#web/ui/toast";
import { useOnline } from "#web/lib/online";
import { leagueError } from "../api/league-errors";
import { createLeague } from "../api/leagues-api";
import { OFFLINE_WRITE_TEXT } from "../offline-text";
import { sportOptions } from "../sport-options";
import {
  DeadlineFields,
  MarketFields,
  PostseasonFields,
  ScoringFields,
  SeasonFields,
  SportFields,
  SurvivorWeekZero,
} from "./create-league-fields";
import {
  bowlPoolPreset,
  initialForm,
  toPayload,
  withPoolFormat,
  type Form,
} from "./create-league-form";
import { Field } from "./settings-fields";
import {
  AutoPickFields,
  LeagueNameField,
  PoolFormatField,
  PrivacyFields,
  SponsorFields,
  TiebreakerFields,
} from "./settings-groups";
import { SurvivorFields } from "./survivor-fields";

/** 'Create New League' (spec 001 sections 2, 3, 5, 9): every field, default and message. */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<Form>(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preset, setPreset] = useState(false);
  const online = useOnline();
  const navigate = useNavigate();
  const set = <K extends keyof Form>(k: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [k]: value }));
  const update = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const err = (k: string) => errors[k];

  const close = () => {
    if (busy) return;
    setForm(initialForm());
    setErrors({});
    setFormError(null);
    setPreset(false);
    onClose();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const payload = toPayload(form);
    const check = validateLeagueSettings(payload);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [k, v[0]!])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const league = await createLeague(payload);
      toast.success(`League "${league.name}" created`);
      setForm(initialForm());
      setPreset(false);
      onClose();
      await navigate({ to: "/leagues" });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      const { error: general, ...rest } = fields;
      if (Object.keys(rest).length) setErrors(rest);
      else
        setFormError(general ?? leagueError(error, "Failed to create league. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  // Only what the chosen sport has is offered; the college choices stay in the form.
  const sport = sportOptions(form.sport_type, form.allowed_sports);
  // A survivor pool shows its lives and rules, and none of what does not apply to it (ADR 0407).
  const survivor = form.pool_format === "survivor";

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create New League"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="create-league-form"
            busy={busy}
            busyText="Creating..."
            disabled={!online}
          >
            Create League
          </Button>
        </>
      }
    >
      <form
        id="create-league-form"
        className="form create-league-form"
        onSubmit={submit}
        noValidate
      >
        {!online && <Banner kind="warning">{OFFLINE_WRITE_TEXT}</Banner>}
        {formError && <Banner kind="error">{formError}</Banner>}
        <div className="bowl-preset">
          <Button
            variant={preset ? "primary" : "secondary"}
            aria-pressed={preset}
            onClick={() => {
              setForm(bowlPoolPreset);
              setPreset(true);
            }}
          >
            {preset ? "✓ Bowl Pool" : "Bowl Pool"}
          </Button>
          <span className="small muted" role="status">
            {preset
              ? "Filled in: college football's bowls and playoff, every game ranked, no locks, ties to the closest total-points guess."
              : "One tap: college football's bowls and playoff, every game ranked."}
          </span>
        </div>
        <fieldset className="form-section">
          <legend>Basics</legend>
          <LeagueNameField value={form.name} onValue={(v) => set("name", v)} error={err("name")} />
          <PoolFormatField
            value={form.pool_format}
            onValue={(v) => setForm((f) => withPoolFormat(f, v))}
            error={err("pool_format")}
          />
          <Field id="league-description" label="Description" error={err("description")}>
            <textarea
              id="league-description"
              className="textarea"
              value={form.description}
              maxLength={1000}
              onChange={(e) => set("description", e.target.value)}
            />
          </Field>
          <PrivacyFields values={form} onChange={update} err={err} typeText="explained" />
        </fieldset>

        <fieldset className="form-section">
          <legend>Sport and Season</legend>
          <SportFields form={form} set={set} err={err} sport={sport} />
          {survivor ? (
            <SurvivorWeekZero form={form} set={set} sport={sport} />
          ) : (
            <>
              <SeasonFields form={form} set={set} err={err} sport={sport} />
              <PostseasonFields form={form} set={set} err={err} sport={sport} />
            </>
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend>{survivor ? "Survivor" : "Picks"}</legend>
          {survivor ? (
            <SurvivorFields values={form} onChange={update} err={err} />
          ) : (
            <>
              <DeadlineFields form={form} set={set} err={err} />
              <MarketFields form={form} set={set} err={err} sport={sport} />
              <ScoringFields form={form} set={set} err={err} />
            </>
          )}
          <AutoPickFields values={form} onChange={update} err={err} />
        </fieldset>

        {!survivor && (
          <fieldset className="form-section">
            <legend>Tiebreakers</legend>
            <TiebreakerFields
              primary={form.primary_tiebreaker}
              secondary={form.secondary_tiebreaker}
              onChange={(primary_tiebreaker, secondary_tiebreaker) =>
                update({ primary_tiebreaker, secondary_tiebreaker })
              }
              err={err}
            />
          </fieldset>
        )}

        <fieldset className="form-section">
          <legend>Sponsorship</legend>
          <SponsorFields values={form} onChange={update} err={err} nameBesideLogo />
        </fieldset>
      </form>
    </Dialog>
  );
}
