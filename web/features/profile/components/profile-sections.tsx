import { useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { DEFAULT_SPREAD, DEFAULT_TOTAL, thresholdQuery } from "#domain/stats/thresholds";
import { ThresholdField } from "#web/ui/threshold-field";
import type { Profile, ProfilePick } from "#domain/social/contract";
import { formatKickoff, formatPercent } from "#web/lib/format";
import { invalidateApi, updateApiData, useApiQuery } from "#web/lib/query";
import type { OutboxRow } from "#web/offline/db";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { AutoBadge } from "#web/ui/auto-badge";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { Card } from "#web/ui/card";
import { Icon } from "#web/ui/icons";
import { toast } from "#web/ui/toast";
import { profileQuery, queueSharing } from "../api/social-api";
import { isProfile, PROFILES, useSocialRows } from "../hooks/social-outbox";
import { groupPicks, statsQueryOf } from "../profile-lists";
import { sharingShown } from "../queued-changes";
import { SOCIAL_KINDS } from "../social-rows";
import { pickOutcome } from "#domain/picks/describe";
import { FriendsList } from "./friends-list";
import { HiddenSection, saveOnPhone } from "./profile-bits";

const count = (n: number) => <Badge>{n}</Badge>;

// ---- Leagues ----

/** The owner's leagues (admins marked), each opening the league. */
export function LeaguesCard({ profile }: { profile: Profile }) {
  const leagues = profile.my_leagues;
  return (
    <Card title={<>Leagues {leagues && count(leagues.length)}</>}>
      {leagues === null ? (
        <HiddenSection section="my_leagues" />
      ) : leagues.length === 0 ? (
        <p className="muted small">Not in any league yet.</p>
      ) : (
        <ul className="pf-rows">
          {leagues.map((l) => (
            <li key={l.id}>
              <Link className="pf-row" to="/leagues/$leagueId" params={{ leagueId: String(l.id) }}>
                <span className="pf-row-main">
                  <strong>{l.name}</strong>
                  <span className="small muted">
                    {l.member_count} {l.member_count === 1 ? "member" : "members"} ·{" "}
                    {l.league_type === "public" ? "Public" : "Private"}
                  </span>
                </span>
                {l.is_admin && <Badge tone="primary">Admin</Badge>}
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// ---- Recent Picks ----

const OUTCOME = {
  correct: { text: "✓", label: "Correct", tone: "success" },
  wrong: { text: "✗", label: "Wrong", tone: "danger" },
  push: { text: "Push", label: "Push", tone: "neutral" },
  void: { text: "Void", label: "Void", tone: "neutral" },
  ungraded: { text: "?", label: "Awaiting result", tone: "neutral" },
  pending: { text: "Pending", label: "Pending", tone: "neutral" },
} as const;

/** Early-sharing answers and refusals while the picks are on screen. */
function useSharingSync() {
  useEffect(() => {
    const applied = (_row: OutboxRow, data: unknown) => {
      const answer = data as { id?: number; is_shared_early?: boolean } | null;
      if (!answer || typeof answer.id !== "number") return invalidateApi(PROFILES);
      updateApiData<unknown>(PROFILES, (p) =>
        isProfile(p) && p.my_picks?.some((x) => x.id === answer.id)
          ? {
              ...p,
              my_picks: p.my_picks.map((x) =>
                x.id === answer.id ? { ...x, is_shared_early: !!answer.is_shared_early } : x,
              ),
            }
          : p,
      );
    };
    const rejected = (row: OutboxRow) => {
      const reason = row.lastError?.trim();
      toast.error(reason ? `Sharing not changed: ${reason}` : "Failed to change sharing");
      invalidateApi(PROFILES);
      return true;
    };
    const stops = [
      onMutationApplied(applied, SOCIAL_KINDS.sharing),
      onMutationRejected(rejected, SOCIAL_KINDS.sharing),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}

function PickItem({
  pick,
  sharing,
}: {
  pick: ProfilePick;
  /** The owner's early-sharing choice (upcoming picks the league still hides), else undefined. */
  sharing?: boolean;
}) {
  const outcome = OUTCOME[pickOutcome(pick)];
  const game = pick.game_detail;
  const scored = pick.status !== "upcoming" && game.home_score !== null && game.away_score !== null;
  return (
    <li className="pf-pick">
      <div className="pf-pick-line">
        <strong className="pf-selection">{pick.selection}</strong>
        {pick.is_lock && (
          <Badge tone="warning">
            <Icon name="lock" size={12} />
            Lock
          </Badge>
        )}
        {pick.is_auto && <AutoBadge />}
        <span className={`pf-outcome is-${pickOutcome(pick)}`} title={outcome.label}>
          {outcome.text.length === 1 ? (
            <>
              <span aria-hidden="true">{outcome.text}</span>
              <span className="sr-only">{outcome.label}</span>
            </>
          ) : (
            <Badge tone={outcome.tone}>{outcome.text}</Badge>
          )}
        </span>
      </div>
      <p className="small muted pf-pick-meta">
        {game.away_team_short} {scored ? `${game.away_score} ` : ""}@ {game.home_team_short}
        {scored ? ` ${game.home_score}` : ""} · {pick.league_name} · {formatKickoff(pick.game_date)}
      </p>
      {sharing !== undefined && (
        <label className="pf-check">
          <input
            type="checkbox"
            checked={sharing}
            onChange={(e) => {
              const on = e.target.checked;
              void saveOnPhone(() => queueSharing(pick.id, on));
            }}
          />
          <span>Share early with the league</span>
        </label>
      )}
    </li>
  );
}

/** Completed picks shown before 'Show all' (a season's history would fill a phone many times). */
const COMPLETED_SHOWN = 5;

/** Recent Picks by game state; the owner may share an upcoming pick early. */
export function RecentPicksCard({ profile }: { profile: Profile }) {
  const rows = useSocialRows();
  useSharingSync();
  const picks = profile.my_picks;
  const groups = useMemo(() => (picks ? groupPicks(picks) : []), [picks]);
  const shared = useMemo(() => sharingShown(rows), [rows]);
  const [allCompleted, setAllCompleted] = useState(false);
  return (
    <Card title="Recent Picks">
      {picks === null ? (
        <HiddenSection section="my_picks" />
      ) : groups.length === 0 ? (
        <p className="muted small">No picks yet.</p>
      ) : (
        groups.map((g) => (
          <section key={g.status} className="pf-group" aria-label={g.title}>
            <h3 className="pf-subtitle">
              {g.title} {count(g.picks.length)}
            </h3>
            <ul className="pf-rows">
              {(g.status === "completed" && !allCompleted
                ? g.picks.slice(0, COMPLETED_SHOWN)
                : g.picks
              ).map((p) => (
                <PickItem
                  key={p.id}
                  pick={p}
                  sharing={
                    profile.is_owner && p.status === "upcoming" && p.can_edit_sharing
                      ? (shared.get(p.id) ?? p.is_shared_early)
                      : undefined
                  }
                />
              ))}
            </ul>
            {g.status === "completed" && g.picks.length > COMPLETED_SHOWN && (
              <Button
                variant="ghost"
                size="sm"
                className="pf-show-all"
                aria-expanded={allCompleted}
                onClick={() => setAllCompleted((v) => !v)}
              >
                {allCompleted ? "Show fewer" : `Show all ${g.picks.length} completed picks`}
              </Button>
            )}
          </section>
        ))
      )}
    </Card>
  );
}

// ---- Stats ----

const DEFAULT_QUERY = thresholdQuery(DEFAULT_SPREAD, DEFAULT_TOTAL);

/** Totals and the custom spread / total records, re-asked of the server for other thresholds. */
export function StatsCard({ profile }: { profile: Profile }) {
  const [spread, setSpread] = useState(DEFAULT_SPREAD);
  const [total, setTotal] = useState(DEFAULT_TOTAL);
  const [asked, setAsked] = useState(() => statsQueryOf(spread, total));
  // Typing pauses before the profile is asked again.
  useEffect(() => {
    const id = setTimeout(() => setAsked(statsQueryOf(spread, total)), 400);
    return () => clearTimeout(id);
  }, [spread, total]);
  const custom = useApiQuery({
    ...profileQuery(profile.username, asked),
    enabled: asked !== undefined,
    keepPreviousData: true,
  });
  const source = asked ? (custom.data ?? profile) : profile;
  // The thresholds of the records on screen: the asked ones once their answer is in.
  const used = asked && custom.data && !custom.isPreviousData ? asked : DEFAULT_QUERY;
  const stats = profile.profile_stats;
  if (stats === null)
    return (
      <Card title="Stats">
        <HiddenSection section="stats_widget" />
      </Card>
    );
  const updating = asked !== undefined && (custom.isFetching || custom.isPreviousData);
  return (
    <Card title="Stats">
      <dl className="pf-stats">
        <div>
          <dt>Total picks</dt>
          <dd>{stats.total_picks}</dd>
        </div>
        <div>
          <dt>Correct</dt>
          <dd>{stats.correct_picks}</dd>
        </div>
        <div>
          <dt>Win %</dt>
          <dd>{formatPercent(stats.win_percentage)}</dd>
        </div>
      </dl>
      <div className={`pf-custom${updating ? " is-updating" : ""}`} aria-busy={updating}>
        <h3 className="pf-subtitle">Custom records</h3>
        <ThresholdField
          label="Spread"
          what="Spread picks with a line"
          input={spread}
          onChange={setSpread}
          record={source.custom_spread_stats}
          used={{ value: used.spread_threshold, op: used.spread_operator }}
        />
        <ThresholdField
          label="Total"
          what="Total picks with a total"
          input={total}
          onChange={setTotal}
          record={source.custom_total_stats}
          used={{ value: used.total_threshold, op: used.total_operator }}
        />
        {asked && custom.isError && !custom.data && (
          <div className="row small" role="alert">
            <span>Could not update the custom records.</span>
            <Button size="sm" variant="ghost" onClick={custom.retry}>
              Try again
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

// ---- Friends ----

/** Every friend, searchable, in a list that scrolls; each opens that profile. */
export function FriendsCard({ profile }: { profile: Profile }) {
  const friends = profile.friends_list;
  return (
    <Card title={<>Friends {profile.friends_count !== null && count(profile.friends_count)}</>}>
      {friends === null ? (
        <HiddenSection section="friends_list" />
      ) : friends.length === 0 ? (
        <p className="muted small">
          {profile.is_owner ? "No friends yet." : `${profile.username} has no friends yet.`}
        </p>
      ) : (
        <FriendsList friends={friends} />
      )}
    </Card>
  );
}
