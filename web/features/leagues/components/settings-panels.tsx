import {
  CONFERENCE_FILTER_LABELS,
  DEADLINE_DAYS,
  DURATION_LABELS,
  POOL_FORMAT_SENTENCES,
  SUBMISSION_DEADLINE_LABELS,
  TIEBREAKER_LABELS,
} from "#domain/leagues/enums";
import { BET_TYPE_LABELS, LEAGUE_PORTION_LABELS } from "#domain/picks/vocabulary";
import type { LeagueDetail, PublicLeague } from "#domain/leagues/contract";
import { limitToSport, sportOptions } from "../sport-options";
import { autoPickRule } from "../auto-pick-text";
import { survivorRuleRows } from "../survivor-text";
import { EVERY_CARD_GAME } from "#domain/leagues/enums";

/** The Rules panel's words for a confidence league's scoring (the issue's own phrase). */
export const CONFIDENCE_RULE =
  "Confidence points: rank your picks 1 to N; a correct pick scores its rank";
/** The Tiebreakers panel's line for the total-points guess (ADR 0406). */
export const TOTAL_GUESS_RULE =
  "Ties go to the closest guess of the total points of the week's last game (for the season, the sum of the weekly differences).";

type Row = [string, string];
/** Rows that show only when `on`: `...when(league.postseason_only, ["Card", "…"])`. */
const when = (on: boolean, ...rows: Row[]): Row[] => (on ? rows : []);

const label = <T extends Record<string, string>>(map: T, key: string | undefined | null) =>
  key ? (map[key as keyof T] ?? key) : "—";

const yesNo = (v: boolean | undefined) => (v ? "Yes" : "No");

function Panel({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  return (
    <section className="settings-panel">
      <h3>{title}</h3>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * League Settings panels: sponsor, sport/season/duration, Schedule, Rules, Allowed Bets,
 * Tiebreakers. Only what the league's sport has is listed (an NFL league: no week 0, no conference
 * filter, playoffs only, full-game spread, total and moneyline).
 */
export function SettingsPanels({ league: stored }: { league: PublicLeague | LeagueDetail }) {
  const sport = sportOptions(stored.sport_key);
  const league = limitToSport(stored, sport);
  const odds =
    league.min_odds !== undefined && league.max_odds !== undefined
      ? league.min_odds <= -1000 && league.max_odds >= 1000
        ? "not restricted"
        : `${league.min_odds > 0 ? "+" : ""}${league.min_odds} to ${league.max_odds > 0 ? "+" : ""}${league.max_odds}`
      : "—";
  const deadline =
    league.submission_deadline === "custom" &&
    league.custom_deadline_day !== null &&
    league.custom_deadline_day !== undefined
      ? `${DEADLINE_DAYS[league.custom_deadline_day]} ${league.custom_deadline_time ?? ""} ET`
      : label(SUBMISSION_DEADLINE_LABELS, league.submission_deadline);
  const postseason = sport.postseason.filter((p) => league[p.flag]).map((p) => p.summary);
  const straightUp = sport.calendar.straightUp === true;
  const confidence = league.pool_format === "confidence";
  const postseasonOnly = league.postseason_only === true;
  const guessBreaksTies = [league.primary_tiebreaker, league.secondary_tiebreaker].includes(
    "total_guess",
  );
  const postseasonLimit = league.postseason_pick_limit ?? 5;
  const sponsor = league.is_sponsored && (
    <section className="settings-panel sponsor-panel">
      <h3>Sponsored by {league.sponsor_name}</h3>
      {league.sponsor_logo_url && (
        <img src={league.sponsor_logo_url} alt={`${league.sponsor_name} logo`} loading="lazy" />
      )}
      {league.sponsor_message && <p>{league.sponsor_message}</p>}
      {league.prize_description && (
        <p>
          <strong>Prize:</strong> {league.prize_description}
        </p>
      )}
    </section>
  );
  /** The League panel: sport and season, what `between` says of the weeks, type and members. */
  const leagueRows = (...between: Row[]): Row[] => [
    ["Sport", league.sport_name],
    ["Season", league.season_name],
    ...between,
    ["Type", league.league_type === "public" ? "Public" : "Private"],
    ["Members", `${league.member_count}/${league.max_members}`],
  ];
  // Absent from a league cached before issue 47: no line rather than a wrong one.
  const autoPick = when(league.auto_pick !== undefined, [
    "Auto-pick",
    autoPickRule(league.auto_pick, league.auto_pick_limit),
  ]);
  // A survivor pool: its lives and rules, none of the standard lines (ADR 0407).
  if (league.pool_format === "survivor")
    return (
      <div className="settings-panels">
        {sponsor}
        <Panel
          title="League"
          rows={leagueRows(
            ["Weeks", "The regular season, one team a week"],
            ...when(sport.week0, ["Week 0", yesNo(league.include_week_0)]),
          )}
        />
        <Panel title="Rules" rows={[...survivorRuleRows(league), ...autoPick]} />
      </div>
    );
  return (
    <div className="settings-panels">
      {sponsor}
      <Panel
        title="League"
        rows={leagueRows([
          "Duration",
          postseasonOnly ? "Postseason card" : label(DURATION_LABELS, league.duration_type),
        ])}
      />
      <Panel
        title="Schedule"
        rows={[
          ["Submission Deadline", deadline],
          ...when(sport.week0 && !postseasonOnly, ["Week 0", yesNo(league.include_week_0)]),
          [
            "Postseason",
            postseason.length
              ? postseason.join(", ")
              : sport.postseason.length
                ? "Not included"
                : "None this season",
          ],
          ...(league.duration_type === "custom"
            ? ([
                ["Dates", `${league.custom_start_date ?? "?"} – ${league.custom_end_date ?? "?"}`],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
      <Panel
        title="Rules"
        rows={[
          ["How It Plays", sport.offers],
          ["Scoring", confidence ? CONFIDENCE_RULE : POOL_FORMAT_SENTENCES.standard],
          ...when(postseasonOnly, ["Card", "Postseason card only"]),
          ...when(!postseasonOnly, ["Picks Per Week", String(league.picks_per_week ?? 5)]),
          [
            "Postseason Pick Limit",
            postseasonOnly && postseasonLimit >= EVERY_CARD_GAME
              ? "Every game on the card"
              : String(postseasonLimit),
          ],
          [
            "Lock Picks",
            confidence
              ? "None (ranks instead)"
              : league.enable_locks
                ? "Enabled (2 points)"
                : "Disabled",
          ],
          ["Odds Range", straightUp ? "No lines, no prices" : odds],
          ...(sport.conferenceFilter
            ? ([["Conference", label(CONFERENCE_FILTER_LABELS, league.conference_filter)]] as Array<
                [string, string]
              >)
            : []),
          ["Push Counts As Win", yesNo(league.count_push_as_win)],
          ["Picks Visible Before Lock", yesNo(league.show_picks_before_lock)],
          ...autoPick,
        ]}
      />
      <Panel
        title="Allowed Bets"
        rows={[
          [
            "Bet Types",
            (league.allowed_bet_types ?? []).map((b) => label(BET_TYPE_LABELS, b)).join(", ") ||
              "—",
          ],
          [
            "Game Portions",
            (league.allowed_game_portions ?? [])
              .map((p) => label(LEAGUE_PORTION_LABELS, p))
              .join(", ") || "—",
          ],
        ]}
      />
      <Panel
        title="Tiebreakers"
        rows={[
          ["Primary", label(TIEBREAKER_LABELS, league.primary_tiebreaker)],
          ["Secondary", label(TIEBREAKER_LABELS, league.secondary_tiebreaker)],
          ...when(guessBreaksTies, ["Total-Points Guess", TOTAL_GUESS_RULE]),
        ]}
      />
    </div>
  );
}
