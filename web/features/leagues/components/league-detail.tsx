import { lazyDialog, lazyPart } from "#web/ui/lazy-dialog";
import { LazyWeekPicks } from "./lazy-week-picks";
import { LeaguePageError } from "./league-page-error";
import { NearViewport } from "#web/ui/near-viewport";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { leagueError } from "../api/league-errors";
import {
  navigableWeeks,
  nextView,
  previousView,
  summaryWeeks,
  type WeekView,
} from "#domain/leagues/weeks";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import { type MenuItem } from "#web/ui/menu";
import { Badge } from "#web/ui/badge";
import { LoadFailed } from "#web/ui/load-failed";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { Icon } from "#web/ui/icons";
import { usePhone } from "#web/lib/media";
import { askConfirm } from "#web/ui/dialog";
import { Skeleton, SkeletonRows } from "#web/ui/skeleton";
import { toast } from "#web/ui/toast";
import {
  leagueQuery,
  standingsQuery,
  joinLeague,
  kickMember,
  leaveLeague,
} from "../api/leagues-api";
import { hasLeagueRules, isLeagueDetail } from "#domain/leagues/shapes";
import type { StandingRow } from "#domain/standings/contract";
import type { LeagueDetail as MemberDetail, LeagueMember } from "#domain/leagues/contract";

type LeagueDetailMembers = readonly LeagueMember[];
import { myLeaguesQuery } from "#web/api/shared-queries";
import { invalidateApi, useApiQuery } from "#web/lib/query";
import { useOnline } from "#web/lib/online";
import { OFFLINE_WRITE_TEXT } from "../offline-text";
import { InviteForm } from "./invite-form";
import { Leaderboard } from "./leaderboard";
import "../leagues.css";
// The commissioner's who-has-not-picked and Nudge: loaded for the commissioner only.
const IncompletePicks = lazyPart(() => import("./incomplete-picks").then((m) => m.IncompletePicks));

// The season table: below the fold on a phone (after the leaderboard), its code loads near it.
const LeagueSummary = lazyPart(() => import("./league-summary").then((m) => m.LeagueSummary));
const SettingsPanels = lazyPart(() => import("./settings-panels").then((m) => m.SettingsPanels));
const MyLeaguesPanels = lazyPart(() =>
  import("./my-leagues-panels").then((m) => m.MyLeaguesPanels),
);
// A survivor league's centre is its survivor screen, in its own chunk (the route hands it over).
const isSurvivor = (l: object | null) => !!l && "pool_format" in l && l.pool_format === "survivor";
type SurvivorLeague = { sport_key: string; is_active: boolean };
type SurvivorProps = {
  leagueId: number;
  member: boolean;
  league: SurvivorLeague;
  onShown?: () => void;
};
const EditLeagueDialog = lazyDialog("Edit League", () =>
  import("./edit-league-dialog").then((m) => m.EditLeagueDialog),
);

/**
 * League detail (/leagues/{id}), spec 001 section 2. `board` draws the league's message board for
 * a member (the route composes it: features do not import each other).
 */
export function LeagueDetail({
  leagueId,
  board: BoardSlot,
  survivor: SurvivorSlot,
  acts: ActsSlot,
  log: LogSlot,
  live: LiveSlot,
  initialEdit = false,
}: {
  leagueId: number;
  initialEdit?: boolean;
  board?: ComponentType<{ leagueId: number; members: LeagueDetailMembers }>;
  survivor?: ComponentType<SurvivorProps>;
  acts?: ComponentType<{ league: MemberDetail; week: number; weeks: readonly number[] }>;
  log?: ComponentType<{ leagueId: number; sportKey: string }>;
  live?: ComponentType<{ leagueId: number; week: number | null; league: object }>;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  const phone = usePhone();
  const [view, setView] = useState<WeekView>("summary");
  const [editing, setEditing] = useState(initialEdit);
  const [busy, setBusy] = useState(false);
  const [survivorShown, setSurvivorShown] = useState(false);
  const showBoard = useCallback(() => setSurvivorShown(true), []);
  const tools = useRef<HTMLDetailsElement>(null);

  const leagueAnswer = useApiQuery(leagueQuery(leagueId));
  const league = leagueAnswer.data ?? null;
  // Standings of a league the viewer may see whole: members, or anyone for a public league.
  const survivorPool = !!SurvivorSlot && isSurvivor(league);
  const seesStandings =
    !!league && !survivorPool && (isLeagueDetail(league) || league.league_type === "public");
  const standingsAnswer = useApiQuery({ ...standingsQuery(leagueId), enabled: seesStandings });
  const standings = seesStandings ? (standingsAnswer.data ?? null) : null;
  const standingsError = standingsAnswer.isError;
  const myLeagues = useApiQuery(myLeaguesQuery()).data?.results ?? [];
  // Another league opens on its summary.
  useEffect(() => setView("summary"), [leagueId]);
  const reload = () => invalidateApi(`/leagues/${leagueId}/`);

  if (leagueAnswer.isError && !league) return <LeaguePageError error={leagueAnswer.error} />;
  if (!league)
    return (
      <div className="page">
        <Skeleton height={32} />
        <Skeleton height={240} />
      </div>
    );

  const member = isLeagueDetail(league) ? league : null;
  const isCommissioner = member?.user_role === "admin";
  const currentWeek = member?.current_week ?? standings?.current_week ?? 0;
  const rules = hasLeagueRules(league) ? league : null;
  // The league's sport sets its weeks: the NFL has no week 0 and names its playoff weeks.
  const calendar = calendarFor(league.sport_key);
  const { includeWeek0, last } = navigableWeeks(calendar, rules);
  const weeks = summaryWeeks({
    current_week: currentWeek,
    include_week_0: includeWeek0,
    completed_weeks: member?.completed_weeks,
    last,
  });
  const next = nextView(view, includeWeek0, last);
  const viewTitle = view === "summary" ? "League Summary" : weekTitle(view, calendar);

  async function leave() {
    const sure = await askConfirm({
      title: "Leave League",
      message: `Are you sure you want to leave ${league!.name}? You will need a new invitation to rejoin.`,
      confirmText: "Leave League",
      danger: true,
    });
    if (!sure) return;
    if (!online) return toast.error(OFFLINE_WRITE_TEXT);
    setBusy(true);
    try {
      await leaveLeague(leagueId);
      toast.success("Successfully left the league");
      await navigate({ to: "/leagues" });
    } catch (error) {
      toast.error(leagueError(error, "Failed to leave league"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(removing: StandingRow) {
    const sure = await askConfirm({
      title: "Remove Member",
      message: `Remove ${removing.username} from ${league!.name}? They will need a new invitation to rejoin.`,
      confirmText: "Remove",
      danger: true,
    });
    if (!sure) return;
    if (!online) return toast.error(OFFLINE_WRITE_TEXT);
    setBusy(true);
    try {
      await kickMember(leagueId, removing.user_id);
      toast.success("Member removed successfully");
      reload();
    } catch {
      toast.error("Failed to remove member");
    } finally {
      setBusy(false);
    }
  }

  /** A row menu's way into Commissioner Tools: opened, and the part asked for brought to view. */
  function openTools(part: "invite" | "picks") {
    const section = tools.current;
    if (!section) return;
    section.open = true;
    // After the menu has closed and handed focus back to its trigger.
    requestAnimationFrame(() => {
      section.querySelector(`[data-tools="${part}"]`)?.scrollIntoView({ block: "center" });
      if (part === "invite")
        document.getElementById("invite-email")?.focus({ preventScroll: true });
    });
  }

  const memberActions = (row: StandingRow): MenuItem[] => [
    {
      label: `${weekTitle(currentWeek, calendar)} picks`,
      onSelect: () => {
        setView(currentWeek);
        document.querySelector(".league-centre")?.scrollIntoView({ block: "start" });
      },
    },
    { label: "Who has not picked", onSelect: () => openTools("picks") },
    { label: "Invite a player", onSelect: () => openTools("invite") },
    { label: "Edit League", onSelect: () => setEditing(true) },
    // The commissioner (and a co-commissioner) cannot be removed.
    ...(row.is_current_user || row.is_commissioner
      ? []
      : [{ label: "Remove member", danger: true, onSelect: () => void remove(row) }]),
  ];

  async function joinPublic() {
    if (!online) return toast.error(OFFLINE_WRITE_TEXT);
    setBusy(true);
    try {
      const res = await joinLeague({ league_id: leagueId });
      toast.success(res.message || "Successfully joined league!");
      reload();
    } catch (error) {
      toast.error(leagueError(error, "Failed to join league"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page league-detail">
      <div className="league-detail-grid">
        <aside className="stack league-left">
          <Card>
            <h1 className="league-title">{league.name}</h1>
            <p className="muted">
              {league.sport_name} · {league.season_name}
            </p>
            {league.description && <p className="small">{league.description}</p>}
            {member && league.is_active && !survivorPool && (
              // The sportsbook opens on this league: the way from its standings to its picks.
              <Link
                to="/sportsbook"
                search={{ league: leagueId }}
                className="btn btn-primary league-make-picks"
              >
                Make picks
              </Link>
            )}
            {member ? (
              isCommissioner && (
                <p className="commissioner-note">
                  <Badge tone="primary">Commissioner</Badge> You are the Commissioner of this
                  league.
                </p>
              )
            ) : league.league_type === "public" ? (
              <Button
                size="sm"
                busy={busy}
                disabled={league.member_count >= league.max_members}
                onClick={joinPublic}
              >
                {league.member_count >= league.max_members ? "League Full" : "Quick Join"}
              </Button>
            ) : null}
            {member && (
              <div className="row row-between league-code-row">
                <p className="small muted">
                  League code: <code className="league-code">{member.code}</code>
                </p>
                {/* Rarely wanted and asked again before it happens: last, and not the loudest. */}
                {!isCommissioner && (
                  <Button variant="secondary" size="sm" onClick={leave}>
                    Leave League
                  </Button>
                )}
              </div>
            )}
          </Card>
          {isCommissioner && (
            // On a phone the section is one row until opened, so the leaderboard is on the
            // first screen; a desktop has it open beside the standings.
            <details className="card commissioner-tools" open={!phone} ref={tools}>
              <summary className="card-header">
                <h2 className="card-title">Commissioner Tools</h2>
                <span className="commissioner-tools-hint small muted">
                  Edit, invite, who has not picked
                </span>
                <Icon name="chevronDown" size={18} className="commissioner-tools-chevron" />
              </summary>
              <div className="card-body stack-sm">
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  Edit League
                </Button>
                <h3 className="small" data-tools="invite">
                  Invite a player
                </h3>
                <InviteForm leagueId={leagueId} />
                <h3 className="small" data-tools="picks">
                  Who has not picked: {weekTitle(currentWeek, calendar)}
                </h3>
                <IncompletePicks
                  leagueId={leagueId}
                  week={currentWeek}
                  title={weekTitle(currentWeek, calendar)}
                />
                {ActsSlot && !survivorPool && (
                  <ActsSlot league={member} week={currentWeek} weeks={weeks} />
                )}
              </div>
            </details>
          )}
          {standings && (
            <Card title="Leaderboard">
              <Leaderboard
                rows={standings.standings}
                actions={isCommissioner ? memberActions : null}
              />
            </Card>
          )}
          {standingsError && (
            <LoadFailed onRetry={standingsAnswer.retry}>Failed to load standings</LoadFailed>
          )}
          {/* A private league's rules are for its members: outsiders get its public card only. */}
          {/* On phones these come after the standings (they are read less often). */}
          <div className="stack league-late">
            {LogSlot && seesStandings && (standings || standingsError) && (
              <LogSlot leagueId={leagueId} sportKey={league.sport_key} />
            )}
            {/* Their code loads as they come near the screen (below the standings on a phone, so
                only once the standings have taken their room). */}
            {(standings || standingsError || !seesStandings) && (
              <NearViewport
                estimate={480}
                margin={200}
                shell={(height) => <div style={{ height }} />}
              >
                <div className="stack">
                  {rules && (
                    <Card title="League Settings">
                      <SettingsPanels league={rules} />
                    </Card>
                  )}
                  {myLeagues.length > 0 && <MyLeaguesPanels leagues={myLeagues} />}
                </div>
              </NearViewport>
            )}
          </div>
        </aside>

        <section className="stack league-centre">
          {LiveSlot && <LiveSlot leagueId={leagueId} week={currentWeek || null} league={league} />}
          {survivorPool && SurvivorSlot ? (
            <SurvivorSlot {...{ leagueId, league, member: !!member, onShown: showBoard }} />
          ) : (
            <>
              <Card>
                <div className="week-nav">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label="Previous week"
                    onClick={() => setView(previousView(view, includeWeek0, currentWeek, last))}
                  >
                    <Icon name="chevronLeft" size={18} />
                  </Button>
                  <strong className="week-nav-label">{viewTitle}</strong>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label="Next week"
                    disabled={next === null}
                    onClick={() => next !== null && setView(next)}
                  >
                    <Icon name="chevronRight" size={18} />
                  </Button>
                  {myLeagues.length > 0 && (
                    <select
                      className="select league-switcher"
                      aria-label="Switch league"
                      value={leagueId}
                      onChange={(e) =>
                        navigate({ to: "/leagues/$leagueId", params: { leagueId: e.target.value } })
                      }
                    >
                      {!myLeagues.some((l) => l.id === leagueId) && (
                        <option value={leagueId}>{league.name}</option>
                      )}
                      {myLeagues.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
              </Card>
              {/* The view's name is on the switcher just above: said once, and read out here. */}
              <Card aria-label={view === "summary" ? viewTitle : `${viewTitle} Picks`}>
                {view === "summary" ? (
                  standingsError ? (
                    <LoadFailed onRetry={standingsAnswer.retry}>
                      Failed to load standings
                    </LoadFailed>
                  ) : standings ? (
                    <NearViewport
                      estimate={240}
                      margin={200}
                      keep
                      shell={(height) => <div style={{ height }} />}
                    >
                      <LeagueSummary standings={standings.standings} weeks={weeks} />
                    </NearViewport>
                  ) : member || league.league_type === "public" ? (
                    <SkeletonRows label="Loading standings" rows={5} height={40} />
                  ) : (
                    <p className="muted">Standings are visible to members of this league.</p>
                  )
                ) : member ? (
                  <LazyWeekPicks leagueId={leagueId} week={view} />
                ) : (
                  <p className="muted">Weekly picks are visible to members of this league.</p>
                )}
              </Card>
            </>
          )}
          {/* Below the standings (a survivor pool's screen): placed once they have taken their room,
              so that a phone's first screen does not count as near the board. */}
          {member && BoardSlot && (standings || standingsError || survivorShown) && (
            <Card className="league-board">
              <BoardSlot leagueId={leagueId} members={member.members} />
            </Card>
          )}
        </section>
      </div>

      {member && isCommissioner && editing && (
        <EditLeagueDialog
          league={member}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={reload}
        />
      )}
    </div>
  );
}
