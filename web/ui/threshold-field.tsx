import { useId } from "react";
import {
  thresholdNumber,
  type ThresholdOperator,
  type TypedThreshold,
} from "#domain/stats/thresholds";
import { formatPercent } from "#web/lib/format";
import "./threshold-field.css";

/** The words beside the ≥ / ≤ toggle. */
const OPERATOR_WORDS: Record<ThresholdOperator, { symbol: string; words: string }> = {
  gte: { symbol: "≥", words: "at least" },
  lte: { symbol: "≤", words: "at most" },
};

/**
 * One custom record's threshold (spec sections 2 and 5), on the profile and the dashboard: its
 * record, an at least / at most toggle and a number in half-point steps; on leaving the field
 * what was typed shows as the number the record uses (a non-number is 0). The record on screen
 * may be for earlier thresholds while new ones are asked for: `used` names the ones it is for.
 */
export function ThresholdField({
  label,
  what,
  input,
  onChange,
  record,
  used,
  testId,
}: {
  label: string;
  /** The records' words: "Spread picks with a line" ≥ 7. */
  what: string;
  input: TypedThreshold;
  onChange: (t: TypedThreshold) => void;
  /** null while it is not known. */
  record: { wins: number; losses: number; percentage: number } | null;
  used: { value: number; op: ThresholdOperator };
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="threshold-field" data-testid={testId}>
      <div className="threshold-field-head">
        <label className="threshold-field-label" htmlFor={id}>
          {label} threshold
        </label>
        <span className="threshold-field-record" aria-live="polite">
          {record ? (
            <>
              <strong data-testid={testId && `${testId}-record`}>
                {record.wins}-{record.losses}
              </strong>{" "}
              <span className="muted">{formatPercent(record.percentage)}</span>
            </>
          ) : (
            "—"
          )}
        </span>
      </div>
      <div className="threshold-field-controls">
        <div
          className="segmented threshold-op"
          role="group"
          aria-label={`${label}: at least or at most`}
        >
          {(["gte", "lte"] as const).map((op) => (
            <button
              key={op}
              type="button"
              className="tab"
              aria-pressed={input.op === op}
              onClick={() => onChange({ ...input, op })}
            >
              <span aria-hidden="true">{OPERATOR_WORDS[op].symbol}</span> {OPERATOR_WORDS[op].words}
            </button>
          ))}
        </div>
        <input
          id={id}
          className="input threshold-number"
          type="number"
          inputMode="decimal"
          step={0.5}
          min={0}
          max={999}
          value={input.value}
          onChange={(e) => onChange({ ...input, value: e.target.value })}
          onBlur={() => onChange({ ...input, value: String(thresholdNumber(input.value)) })}
        />
      </div>
      <p className="threshold-field-note muted">
        {what} {OPERATOR_WORDS[used.op].symbol} {used.value}
      </p>
    </div>
  );
}
