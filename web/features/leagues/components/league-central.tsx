import { lazyDialog } from "#web/ui/lazy-dialog";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import type { PublicLeague } from "#domain/leagues/contract";
import { leagueError } from "../api/league-errors";
import { normaliseLeagueCode, CODE_LENGTH } from "#domain/leagues/league-code";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { EmptyState } from "#web/ui/empty-state";
import { Spinner } from "#web/ui/spinner";
import { Tabs } from "#web/ui/tabs";
import { toast } from "#web/ui/toast";
import { myLeaguesQuery } from "#web/api/shared-queries";
import { useOnline } from "#web/lib/online";
import { invalidateApi, useApiQuery } from "#web/lib/query";
import { joinLeague, publicLeaguesQuery, type PublicSearch } from "../api/leagues-api";
import { OFFLINE_WRITE_TEXT } from "../offline-text";
import { MyLeagueCard, PublicLeagueCard } from "./league-cards";
import { PublicLeagueFilters } from "./public-league-filters";
import "../leagues.css";

const CreateLeagueDialog = lazyDialog("Create New League", () =>
  import("./create-league-dialog").then((m) => m.CreateLeagueDialog),
);

type Tab = "active" | "completed" | "commissioner";

const EMPTY_TEXT: Record<Tab, string> = {
  active: "You haven't joined any active leagues yet.",
  completed: "No completed leagues yet.",
  commissioner: "You are not the commissioner of any league yet.",
};

/**
 * League Central (/leagues), spec 001 section 2. `initialCode` comes from an invitation link;
 * `initialCreate` opens Create League (the dashboard's offer to a fan without a league).
 */
export function LeagueCentral({
  initialCode,
  initialCreate,
}: {
  initialCode?: string;
  initialCreate?: boolean;
}) {
  const [tab, setTab] = useState<Tab>("active");
  const [code, setCode] = useState(() =>
    normaliseLeagueCode(initialCode ?? "").slice(0, CODE_LENGTH),
  );
  const [joining, setJoining] = useState(false);
  const [quickJoining, setQuickJoining] = useState<number | null>(null);
  const [createOpen, setCreateOpen] = useState(initialCreate ?? false);
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<PublicSearch>({});
  const [search, setSearch] = useState("");
  // Search text is debounced; filters apply at once.
  const [searched, setSearched] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const online = useOnline();

  // Spec: a failed list load becomes an empty list.
  const myLeagues = useApiQuery(myLeaguesQuery());
  const mine = useMemo(
    () => (myLeagues.isError ? [] : (myLeagues.data?.results ?? null)),
    [myLeagues.isError, myLeagues.data],
  );
  const found = useApiQuery({
    ...publicLeaguesQuery({ ...filters, search: searched }),
    keepPreviousData: true,
  });
  const publicLeagues = found.isError ? [] : (found.data?.results ?? null);

  const groups = useMemo(() => {
    const list = mine ?? [];
    return {
      active: list.filter((l) => l.is_active),
      completed: list.filter((l) => !l.is_active),
      commissioner: list.filter((l) => l.user_role === "admin"),
    };
  }, [mine]);

  const filtersActive =
    !!search.trim() ||
    !!filters.sport ||
    !!filters.duration_type ||
    !!filters.submission_deadline ||
    !!filters.picks_per_week ||
    !!filters.has_space;

  async function join(target: { code: string } | { league_id: number }) {
    if (!online) {
      toast.error(OFFLINE_WRITE_TEXT);
      return false;
    }
    try {
      const res = await joinLeague(target);
      toast.success(res.message || "Successfully joined league!");
      invalidateApi("/leagues/");
      return true;
    } catch (error) {
      toast.error(leagueError(error, "Failed to join league"));
      return false;
    }
  }

  async function submitCode(event: React.FormEvent) {
    event.preventDefault();
    if (!code || joining) return;
    setJoining(true);
    if (await join({ code })) setCode("");
    setJoining(false);
  }

  async function quickJoin(league: PublicLeague) {
    if (league.is_member || league.member_count >= league.max_members) return;
    setQuickJoining(league.id);
    await join({ league_id: league.id });
    setQuickJoining(null);
  }

  const list = groups[tab];
  return (
    <div className="page league-central">
      <header className="page-header">
        <div>
          <h1>League Central</h1>
          <p className="muted">Create, join and follow your pick&apos;em leagues.</p>
          {/* Phones: the public leagues are far down; one tap takes a fan there. */}
          <a className="btn btn-secondary btn-sm public-jump" href="#public-leagues">
            Browse public leagues
          </a>
        </div>
        <dl className="league-counts">
          <div>
            <dt>My Leagues</dt>
            <dd>{mine?.length ?? "–"}</dd>
          </div>
          <div>
            <dt>Active</dt>
            <dd>{mine ? groups.active.length : "–"}</dd>
          </div>
          <div>
            <dt>Commissioner</dt>
            <dd>{mine ? groups.commissioner.length : "–"}</dd>
          </div>
          <div>
            <dt>Public Leagues</dt>
            <dd>{publicLeagues?.length ?? "–"}</dd>
          </div>
        </dl>
      </header>

      {!online && <Banner kind="warning">{OFFLINE_WRITE_TEXT}</Banner>}

      <div className="league-central-grid">
        <div className="stack">
          <Card title="Quick Actions">
            <Button onClick={() => setCreateOpen(true)}>Create League</Button>
          </Card>

          <Card title="Join by League Code">
            <form className="join-form" onSubmit={submitCode}>
              <label className="sr-only" htmlFor="league-code">
                League code
              </label>
              <input
                id="league-code"
                className="input league-code-input"
                value={code}
                maxLength={CODE_LENGTH}
                placeholder="ABC123"
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setCode(normaliseLeagueCode(e.target.value).slice(0, CODE_LENGTH))}
              />
              <Button
                type="submit"
                disabled={!code || joining}
                busy={joining}
                busyText="Joining..."
              >
                Join League
              </Button>
            </form>
          </Card>
        </div>

        <Card title="My Leagues" className="my-leagues">
          <Tabs
            label="My leagues"
            value={tab}
            onChange={setTab}
            tabs={[
              { id: "active", label: "Active", count: groups.active.length },
              { id: "completed", label: "Completed", count: groups.completed.length },
              { id: "commissioner", label: "Commissioner", count: groups.commissioner.length },
            ]}
          />
          {mine === null ? (
            <div className="center">
              <Spinner />
            </div>
          ) : list.length === 0 ? (
            <EmptyState
              icon="trophy"
              action={
                tab === "active" && (
                  <Button onClick={() => setCreateOpen(true)}>Create Your First League</Button>
                )
              }
            >
              {EMPTY_TEXT[tab]}
            </EmptyState>
          ) : (
            <div className="league-grid">
              {list.map((l) => (
                <MyLeagueCard key={l.id} league={l} />
              ))}
            </div>
          )}
        </Card>
      </div>

      <span id="public-leagues" className="anchor" />
      <Card
        title="Browse Public Leagues"
        actions={
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls="public-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? "Hide Filters" : "Filters"}
          </Button>
        }
      >
        <div className="stack-sm">
          <input
            className="input"
            type="search"
            placeholder="Search public leagues..."
            aria-label="Search public leagues"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {filtersOpen && <PublicLeagueFilters filters={filters} onChange={setFilters} />}
          <div className="row-between small">
            <span className="muted" aria-live="polite">
              {publicLeagues === null
                ? "Searching..."
                : `${publicLeagues.length} league${publicLeagues.length === 1 ? "" : "s"} found`}
            </span>
            {filtersActive && (
              <button
                type="button"
                className="btn-link"
                onClick={() => {
                  setSearch("");
                  setFilters({});
                }}
              >
                Clear all filters
              </button>
            )}
          </div>
          {publicLeagues !== null && publicLeagues.length === 0 ? (
            <EmptyState icon="grid">
              {filtersActive
                ? "No leagues match your search criteria"
                : "No public leagues available right now"}
            </EmptyState>
          ) : (
            <div className="league-grid">
              {(publicLeagues ?? []).map((l) => (
                <PublicLeagueCard
                  key={l.id}
                  league={l}
                  joining={quickJoining === l.id}
                  onJoin={quickJoin}
                />
              ))}
            </div>
          )}
        </div>
      </Card>

      <CreateLeagueDialog
        open={createOpen}
        onClose={() => {
          setCreateOpen(false);
          invalidateApi("/leagues/");
          // Opened by ?create=true: closing it leaves the address without it (a reload stays shut).
          if (initialCreate)
            void navigate({
              to: "/leagues",
              search: (s) => ({ ...s, create: undefined }),
              replace: true,
            });
        }}
      />
    </div>
  );
}
