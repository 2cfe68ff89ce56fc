import { useEffect, useId } from "react";
import {
  PRIVACY_LEVEL_LABELS,
  PRIVACY_LEVELS,
  PRIVACY_SECTION_LABELS,
  PRIVACY_SECTIONS,
} from "#domain/social/texts";
import type { PrivacyLevel, PrivacySection, PrivacySettings } from "#domain/social/contract";
import { useOnline } from "#web/lib/online";
import { invalidateApi, setApiData, useApiQuery } from "#web/lib/query";
import type { OutboxRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { Button } from "#web/ui/button";
import { Dialog } from "#web/ui/dialog";
import { Skeleton } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import { privacyQuery, queuePrivacy } from "../api/social-api";
import { useSocialRows } from "../hooks/social-outbox";
import { privacyShown } from "../queued-changes";
import { SOCIAL_KINDS } from "../social-rows";

/** A saved change lays the server's copy on the device; a refused one reloads it (rollback). */
function usePrivacySync() {
  useEffect(() => {
    const applied = (_row: OutboxRow, data: unknown) => {
      if (data && typeof data === "object" && "user_info" in data)
        setApiData(privacyQuery(), () => data as PrivacySettings);
    };
    const rejected = (row: OutboxRow) => {
      const reason = row.lastError?.trim();
      toast.error(
        reason ? `Privacy settings not saved: ${reason}` : "Failed to save privacy settings",
      );
      invalidateApi("/users/privacy/");
      return true;
    };
    const stops = [
      onMutationApplied(applied, SOCIAL_KINDS.privacy),
      onMutationRejected(rejected, SOCIAL_KINDS.privacy),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}

function SectionSelect({
  section,
  value,
  onChange,
}: {
  section: PrivacySection;
  value: PrivacyLevel;
  onChange: (level: PrivacyLevel) => void;
}) {
  const id = useId();
  return (
    <div className="field pf-privacy-row">
      <label className="field-label" htmlFor={id}>
        {PRIVACY_SECTION_LABELS[section]}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value as PrivacyLevel)}
      >
        {PRIVACY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {PRIVACY_LEVEL_LABELS[level]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The owner's Privacy settings: who sees each section. Every change is saved at once — the whole
 * object, queued in the outbox (spec: PUT on every change) — and shown at once.
 */
export function PrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const online = useOnline();
  const answer = useApiQuery({ ...privacyQuery(), enabled: open });
  const rows = useSocialRows();
  usePrivacySync();
  const { settings, pending } = privacyShown(answer.data, rows);
  const change = (section: PrivacySection, level: PrivacyLevel) => {
    // The status line below says whether it is saved or waiting; a failure here is local storage.
    if (settings)
      queuePrivacy({ ...settings, [section]: level }).catch(() =>
        toast.error("Failed to save privacy settings"),
      );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Privacy"
      sheet
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="stack">
        <p className="muted small pf-privacy-lead">
          Choose who sees each part of your profile. You always see all of it.
        </p>
        {settings ? (
          PRIVACY_SECTIONS.map((section) => (
            <SectionSelect
              key={section}
              section={section}
              value={settings[section]}
              onChange={(level) => change(section, level)}
            />
          ))
        ) : answer.isError ? (
          <div className="stack-sm" role="alert">
            <p>Your privacy settings could not be loaded.</p>
            <Button size="sm" variant="secondary" onClick={answer.retry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="stack-sm" aria-busy="true">
            {PRIVACY_SECTIONS.map((s) => (
              <Skeleton key={s} height={44} />
            ))}
          </div>
        )}
        <p className="small muted" role="status">
          {pending
            ? online
              ? "Saving…"
              : "Saved on this phone — sent when you're back online"
            : settings
              ? "All changes saved"
              : ""}
        </p>
      </div>
    </Dialog>
  );
}
