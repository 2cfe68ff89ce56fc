import { useState } from "react";
import "../commissioner.css";
import type { LeagueDetail } from "#domain/leagues/contract";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import { getStoredUser } from "#web/api/tokens";
import { useOnline } from "#web/lib/online";
import { useApiQuery } from "#web/lib/query";
import { Banner } from "#web/ui/banner";
import { Tabs } from "#web/ui/tabs";
import { weekGamesQuery } from "../api/commissioner-api";
import { AdjustPointsForm, EnterPickForm, VoidGameForm } from "./act-forms";
import { ACTS_OFFLINE_TEXT } from "./act-form";
import { CsvDownloads } from "./csv-downloads";

type Act = "enter" | "void" | "adjust";
const ACTS: { id: Act; label: string }[] = [
  { id: "enter", label: "Enter pick" },
  { id: "void", label: "Void game" },
  { id: "adjust", label: "Adjust points" },
];

/**
 * Commissioner Tools' corrections (issue 48): enter a pick for a member, void a game for the
 * league, correct a member's week points — each with a reason the log shows every member — and
 * the CSV downloads.
 */
export function CommissionerActs({
  league,
  week,
  weeks,
}: {
  league: LeagueDetail;
  week: number;
  weeks: readonly number[];
}) {
  const [act, setAct] = useState<Act>("enter");
  const online = useOnline();
  const games = useApiQuery({ ...weekGamesQuery(league.id), enabled: act !== "adjust" }).data;
  const me = getStoredUser()?.id;
  const others = league.members.filter((m) => m.user_id !== me);
  const calendar = calendarFor(league.sport_key);
  const panel = `acts-${league.id}`;
  return (
    <div className="commissioner-acts stack-sm">
      <h3 className="small" data-tools="acts">
        Corrections: {weekTitle(week, calendar)}
      </h3>
      <Tabs
        label="Correction"
        segmented
        tabs={ACTS}
        value={act}
        onChange={setAct}
        panelId={panel}
      />
      {!online && <Banner kind="info">{ACTS_OFFLINE_TEXT}</Banner>}
      <div role="tabpanel" id={panel} aria-labelledby={`${panel}-${act}`}>
        {act === "enter" ? (
          <EnterPickForm leagueId={league.id} members={others} games={games} />
        ) : act === "void" ? (
          <VoidGameForm leagueId={league.id} games={games} />
        ) : (
          <AdjustPointsForm
            leagueId={league.id}
            members={league.members}
            week={week}
            weeks={weeks}
            calendar={calendar}
          />
        )}
      </div>
      <CsvDownloads leagueId={league.id} week={week} weekName={weekTitle(week, calendar)} />
    </div>
  );
}
