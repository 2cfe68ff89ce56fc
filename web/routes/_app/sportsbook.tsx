import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { SportsbookPage } from "#web/features/sportsbook/components/sportsbook-page";
import { readStoredWeek } from "#web/lib/stored-week";
import { NCAA_FOOTBALL_KEY } from "#domain/season/sport-keys";
import { lazyPart } from "#web/ui/lazy-dialog";

// The route composes the season feature's Top-25 widget into the sportsbook's left column
// (features never import each other). A phone shows it only in the Top 25 tab, so its code loads
// when it is first drawn.
const Rankings = lazyPart(() =>
  import("#web/features/season/components/rankings-widget").then((m) => m.RankingsWidget),
);

/** A whole number ≥ 0 from the address, or nothing (a hand-edited link never breaks the page). */
const whole = (value: unknown) => {
  const n = Number(value);
  return value !== "" && Number.isInteger(n) && n >= 0 ? n : undefined;
};

export const Route = createFileRoute("/_app/sportsbook")({
  // ?league=&week= : a pick reminder's link (issue 14).
  validateSearch: (search: Record<string, unknown>): { league?: number; week?: number } => ({
    league: whole(search.league),
    week: whole(search.week),
  }),
  // A fan without a chosen week (a first visit) opens on the current week's league status.
  staticData: {
    early: (search) =>
      search.size === 0 && readStoredWeek(NCAA_FOOTBALL_KEY) === null
        ? [["/sportsbook/league_status/"]]
        : [],
  },
  component: SportsbookRoute,
});

/**
 * A link with a league (and week) opens the page on them once; the address then drops them, so a
 * reload or the fan's own choices afterwards are not overridden.
 */
function SportsbookRoute() {
  const { league, week } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [link, setLink] = useState(league === undefined ? undefined : { league, week });
  useEffect(() => {
    if (league === undefined) return;
    setLink((l) => (l?.league === league && l.week === week ? l : { league, week }));
    void navigate({ search: {}, replace: true });
  }, [league, week, navigate]);
  return (
    <SportsbookPage
      key={link ? `${link.league}:${link.week}` : ""}
      link={link}
      rankings={<Rankings />}
    />
  );
}
