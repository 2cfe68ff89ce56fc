/**
 * The user's stats (issue 15, ADR 1501) from plain pick rows: one definition shared by
 * GET /api/user-stats/my_stats/ and /available_filters/, the profile and the dashboard. The
 * win–loss rule, the percentage and the custom lines are domain/stats/records.ts (ADR 1302).
 */
import type {
  AvailableFilters,
  Breakdown,
  NamedRecord,
  SeasonRecord,
  StatsQuery,
  StatsSeason,
  UserStats,
} from "./contract";
import { customSpreadRecord, customTotalRecord, record, type GradedPick } from "./records";

/**
 * One pick row (a pick in two leagues is two rows, or one row with `count` 2: rows alike may be
 * grouped).
 */
export interface StatsPick extends GradedPick {
  /** The pick's season (seasons.id), its year and its sport's name ('NFL'). */
  season_id: number;
  season_year: number;
  season_sport: string;
  /** 'over' | 'under' for totals and props. */
  picked_value: string | null;
  /** The team picked (spread, moneyline). */
  picked_team_id: number | null;
  /** The team of the pick's prop (team and player props). */
  prop_team_id: number | null;
  /** The picked team is the game's home_team_id ('home') or away_team_id ('away'); else null. */
  picked_side: "home" | "away" | null;
}

/** What the filters and the team of a pick read of a pick. */
export type FilterPick = Pick<
  StatsPick,
  "season_id" | "season_year" | "season_sport" | "pick_type" | "picked_team_id" | "prop_team_id"
>;

/** A team a pick can name, with its conference (none for independents). */
export interface StatsTeam {
  id: number;
  name: string;
  short_name: string;
  conference_id: number | null;
  conference_name: string | null;
}

/**
 * The team of the picked side: the picked team of spread and moneyline picks, the prop's team of
 * team props; totals and player props have none.
 */
export function pickTeamId(p: FilterPick): number | null {
  if (p.pick_type === "spread" || p.pick_type === "moneyline") return p.picked_team_id;
  if (p.pick_type === "team_prop") return p.prop_team_id;
  return null;
}

/** Names A–Z as people read them (one collator: localeCompare per comparison is slow). */
const collator = new Intl.Collator("en");

/** A pick's season as the answers name it: '2024 NCAA Football', '2024 NFL'. */
const seasonOf = (p: FilterPick): StatsSeason => ({
  id: p.season_id,
  year: p.season_year,
  name: `${p.season_year} ${p.season_sport}`,
});

/** Newest year first; one year's sports by name, A–Z. */
const bySeason = (a: StatsSeason, b: StatsSeason) =>
  b.year - a.year || collator.compare(a.name, b.name) || a.id - b.id;

const decided = (r: { wins: number; losses: number }) => r.wins + r.losses;

/** Most decided picks first; ties: the better percentage, then the name A–Z. */
const byMostPicked = (a: NamedRecord, b: NamedRecord) =>
  decided(b) - decided(a) || b.percentage - a.percentage || collator.compare(a.name, b.name);

type Named = Omit<NamedRecord, "wins" | "losses" | "percentage">;
type Group = { named: Named; picks: StatsPick[] };

function breakdown(groups: Map<number, Group>): Breakdown {
  const all = [...groups.values()]
    .map(({ named, picks }) => ({ ...named, ...record(picks) }))
    .sort(byMostPicked);
  const top = all[0];
  return { most_picked: top && decided(top) > 0 ? top : null, all };
}

/** Every record of the Stats response (spec section 3) from the user's pick rows. */
export function userStats(
  picks: readonly StatsPick[],
  teams: readonly StatsTeam[],
  query: StatsQuery,
): UserStats {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const seasons = new Map<number, { season: StatsSeason; picks: StatsPick[] }>();
  const byTeam = new Map<number, Group>();
  const byConference = new Map<number, Group>();
  const spread: StatsPick[] = [];
  const favourite: StatsPick[] = [];
  const underdog: StatsPick[] = [];
  const home: StatsPick[] = [];
  const away: StatsPick[] = [];
  const over: StatsPick[] = [];
  const under: StatsPick[] = [];
  const totals: StatsPick[] = [];

  for (const p of picks) {
    const season = seasons.get(p.season_id);
    if (season) season.picks.push(p);
    else seasons.set(p.season_id, { season: seasonOf(p), picks: [p] });
    const teamId = pickTeamId(p);
    const team = teamId === null ? undefined : teamById.get(teamId);
    if (team) {
      let t = byTeam.get(team.id);
      if (!t) {
        t = { named: { id: team.id, name: team.name, short_name: team.short_name }, picks: [] };
        byTeam.set(team.id, t);
      }
      t.picks.push(p);
      if (team.conference_id !== null && team.conference_name !== null) {
        let c = byConference.get(team.conference_id);
        if (!c) {
          c = { named: { id: team.conference_id, name: team.conference_name }, picks: [] };
          byConference.set(team.conference_id, c);
        }
        c.picks.push(p);
      }
    }
    if (p.pick_type === "spread") {
      spread.push(p);
      // A pick'em (0) is neither the favourite nor the underdog.
      if (p.spread_at_pick !== null && p.spread_at_pick < 0) favourite.push(p);
      else if (p.spread_at_pick !== null && p.spread_at_pick > 0) underdog.push(p);
      if (p.picked_side === "home") home.push(p);
      else if (p.picked_side === "away") away.push(p);
    } else if (p.pick_type === "over_under") {
      totals.push(p);
      if (p.picked_value === "over") over.push(p);
      else if (p.picked_value === "under") under.push(p);
    }
  }

  const seasonRecords: SeasonRecord[] = [...seasons.values()]
    .sort((a, b) => bySeason(a.season, b.season))
    .map(({ season, picks: list }) => ({ ...season, ...record(list) }));

  return {
    allTime: record(picks),
    seasons: seasonRecords,
    conferences: breakdown(byConference),
    teams: breakdown(byTeam),
    spread: {
      total: record(spread),
      withSpread: record(favourite),
      againstSpread: record(underdog),
      home: record(home),
      away: record(away),
    },
    overUnder: { total: record(totals), over: record(over), under: record(under) },
    customSpread: customSpreadRecord(spread, query.spread_threshold, query.spread_operator),
    customTotal: customTotalRecord(totals, query.total_threshold, query.total_operator),
    thresholds: { ...query },
  };
}

/**
 * The seasons, conferences and teams the user picked (only those): seasons newest first (one per
 * season of each sport), names A–Z.
 */
export function availableFilters(
  picks: readonly FilterPick[],
  teams: readonly StatsTeam[],
): AvailableFilters {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const seasons = new Map<number, StatsSeason>();
  const picked = new Map<number, StatsTeam>();
  for (const p of picks) {
    if (!seasons.has(p.season_id)) seasons.set(p.season_id, seasonOf(p));
    const id = pickTeamId(p);
    const team = id === null ? undefined : teamById.get(id);
    if (team) picked.set(team.id, team);
  }
  const conferences = new Map<number, string>();
  for (const t of picked.values())
    if (t.conference_id !== null && t.conference_name !== null)
      conferences.set(t.conference_id, t.conference_name);
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    seasons: [...seasons.values()].sort(bySeason),
    conferences: [...conferences].map(([id, name]) => ({ id, name })).sort(byName),
    teams: [...picked.values()]
      .map((t) => ({ id: t.id, name: t.name, short_name: t.short_name }))
      .sort(byName),
  };
}
