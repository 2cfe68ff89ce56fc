import { useState } from "react";
import "../commissioner.css";
import { calendarFor } from "#domain/season/calendars";
import { formatDateTime, relativeTime } from "#web/lib/format";
import { useApiQuery } from "#web/lib/query";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { EmptyState } from "#web/ui/empty-state";
import { LoadFailed } from "#web/ui/load-failed";
import { SkeletonRows } from "#web/ui/skeleton";
import { commissionerLogQuery } from "../api/commissioner-api";
import { logEntryText } from "../log-text";

/** Entries shown before "Show all". */
const FIRST = 10;

/**
 * The league's commissioner's log (issue 48): every entered pick, voided game and points
 * correction, newest first, with its reason — for every member to read. Picks the server hides
 * from this reader (their game has not kicked off) are counted, not named.
 */
export function CommissionerLog({ leagueId, sportKey }: { leagueId: number; sportKey: string }) {
  const answer = useApiQuery(commissionerLogQuery(leagueId));
  const [all, setAll] = useState(false);
  const entries = answer.data?.entries ?? [];
  const shown = all ? entries : entries.slice(0, FIRST);
  const cal = calendarFor(sportKey);
  const now = Date.now();
  return (
    <Card title="Commissioner's log" className="commissioner-log" aria-busy={answer.isPending}>
      {answer.isError && !answer.data ? (
        <LoadFailed onRetry={answer.retry}>Failed to load the commissioner&apos;s log</LoadFailed>
      ) : !answer.data ? (
        <SkeletonRows label="Loading the commissioner's log" rows={3} />
      ) : entries.length === 0 ? (
        <EmptyState icon="sliders">
          Nothing yet. When the commissioner enters a pick for a member, voids a game or corrects
          points, it shows here with the reason.
        </EmptyState>
      ) : (
        <>
          <ol className="commissioner-log-list">
            {shown.map((e) => {
              const text = logEntryText(e, cal);
              return (
                <li key={e.id} className="commissioner-log-entry">
                  <p>
                    <strong>{text.action}</strong> — reason: {e.reason}
                  </p>
                  {text.details.map((d) => (
                    <p key={d} className="small muted">
                      {d}
                    </p>
                  ))}
                  <time
                    className="small muted"
                    dateTime={e.created_at}
                    title={formatDateTime(e.created_at)}
                  >
                    {relativeTime(e.created_at, now, undefined, { dateStyle: "medium" })}
                  </time>
                </li>
              );
            })}
          </ol>
          {entries.length > FIRST && (
            <Button size="sm" variant="secondary" onClick={() => setAll(!all)}>
              {all ? "Show fewer" : `Show all ${entries.length}`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
