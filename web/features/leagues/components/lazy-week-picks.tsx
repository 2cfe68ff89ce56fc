import { LazyFallback, useLazy } from "#web/ui/lazy-dialog";

// A week's picks show when the user steps to a week (the summary comes first): their code loads then.
const loadWeekPicks = () => import("./week-picks").then((m) => m.WeekPicks);

/** The league page's week view, loaded when the fan steps to a week. */
export function LazyWeekPicks({ leagueId, week }: { leagueId: number; week: number }) {
  const { Component, failed, retry } = useLazy(loadWeekPicks, true);
  return Component ? (
    <Component leagueId={leagueId} week={week} />
  ) : (
    <LazyFallback failed={failed} retry={retry} />
  );
}
