import { useState } from "react";
import {
  COMMISSIONER_TEXTS,
  MAX_POINTS_ADJUSTMENT,
  type EnterPickInput,
} from "#domain/commissioner/contract";
import type { CurrentWeekGamesResponse, LeagueMember } from "#domain/leagues/contract";
import { describePick } from "#domain/picks/describe";
import { weekTitle, type SportCalendar } from "#domain/season/calendars";
import { formatKickoff } from "#web/lib/format";
import { serverNowMs } from "#web/lib/server-time";
import { TextField } from "#web/ui/text-field";
import { askConfirm } from "#web/ui/dialog";
import { adjustPoints, enterPicks, voidGame } from "../api/commissioner-api";
import { ActForm, ActSelect } from "./act-form";

type WeekGame = CurrentWeekGamesResponse["games"][number];
type PickBody = EnterPickInput["picks"][number];

const gameName = (g: WeekGame) => `${g.away_team.abbreviation} @ ${g.home_team.abbreviation}`;

/** The member an act is for (both forms that act for one member open with it). */
function MemberSelect(p: {
  members: readonly LeagueMember[];
  value: string;
  onChange: (userId: string) => void;
  error?: string;
}) {
  return (
    <ActSelect
      label="Member"
      value={p.value}
      onChange={p.onChange}
      blank="Choose a member"
      options={p.members.map((m) => ({ value: String(m.user_id), label: m.username }))}
      error={p.error}
    />
  );
}

/** The full-game sides a game's current lines offer, as the pick will read ('TEX +3.5', 'Over 52.5'). */
export function gameSides(g: WeekGame): { value: string; label: string; pick: PickBody }[] {
  const o = g.current_odds;
  const words = (pick_type: string, team: WeekGame["home_team"] | null, more: object) =>
    describePick({
      pick_type,
      picked_team_short: team?.abbreviation ?? null,
      picked_team_name: team?.name ?? null,
      picked_value: null,
      spread_at_pick: null,
      total_at_pick: null,
      display_name: null,
      prop_line_value: null,
      game_portion: "full_game",
      ...more,
    });
  const team = (pick_type: "spread" | "moneyline", side: "home" | "away") => {
    const t = side === "home" ? g.home_team : g.away_team;
    const line = side === "home" ? o.home_spread : o.away_spread;
    return {
      value: `${pick_type}:${side}`,
      label: words(pick_type, t, { spread_at_pick: line }),
      pick: { game_id: g.id, pick_type, game_portion: "full_game", picked_team_id: t.id },
    };
  };
  const total = (side: "over" | "under") => ({
    value: `over_under:${side}`,
    label: words("over_under", null, { picked_value: side, total_at_pick: o.total_points }),
    pick: {
      game_id: g.id,
      pick_type: "over_under" as const,
      game_portion: "full_game",
      picked_value: side,
    },
  });
  return [
    ...(o.home_spread !== null && o.away_spread !== null
      ? [team("spread", "away"), team("spread", "home")]
      : []),
    ...(o.total_points !== null ? [total("over"), total("under")] : []),
    ...(o.home_ml_odds !== null || o.away_ml_odds !== null
      ? [team("moneyline", "away"), team("moneyline", "home")]
      : []),
  ];
}

/** Enter a pick for a member who could not: a game of the week not kicked off yet, and a side. */
export function EnterPickForm({
  leagueId,
  members,
  games,
}: {
  leagueId: number;
  members: readonly LeagueMember[];
  games: CurrentWeekGamesResponse | undefined;
}) {
  const [userId, setUserId] = useState("");
  const [gameId, setGameId] = useState("");
  const [side, setSide] = useState("");
  const now = serverNowMs();
  const open = (games?.games ?? []).filter(
    (g) => g.status === "scheduled" && Date.parse(g.game_time) > now,
  );
  const game = open.find((g) => String(g.id) === gameId);
  const sides = game ? gameSides(game) : [];
  const chosen = sides.find((s) => s.value === side);
  return (
    <ActForm
      leagueId={leagueId}
      submitText="Enter pick"
      success="Pick entered. The member has been told."
      ready={!!userId && !!chosen && !!games}
      send={(reason) =>
        enterPicks(leagueId, {
          user_id: Number(userId),
          week: games!.week,
          picks: [chosen!.pick],
          reason,
        })
      }
    >
      {(errors) => (
        <>
          <MemberSelect
            members={members}
            value={userId}
            onChange={setUserId}
            error={errors.user_id}
          />
          {games && open.length === 0 ? (
            <p className="small muted">Every game of this week has kicked off.</p>
          ) : (
            <ActSelect
              label="Game (not kicked off yet)"
              value={gameId}
              onChange={(v) => {
                setGameId(v);
                setSide("");
              }}
              blank={games ? "Choose a game" : "Loading games…"}
              options={open.map((g) => ({
                value: String(g.id),
                label: `${gameName(g)} · ${formatKickoff(g.game_time)}`,
              }))}
              error={errors["picks.0.game_id"] ?? errors.week}
            />
          )}
          {game && (
            <ActSelect
              label="Pick"
              value={side}
              onChange={setSide}
              blank={sides.length ? "Choose a side" : "No lines for this game yet"}
              options={sides}
              error={errors.picks ?? errors["picks.0.picked_team_id"]}
            />
          )}
        </>
      )}
    </ActForm>
  );
}

/** Void a game of the week for this league (postponed, cancelled): its picks score nothing. */
export function VoidGameForm({
  leagueId,
  games,
}: {
  leagueId: number;
  games: CurrentWeekGamesResponse | undefined;
}) {
  const [gameId, setGameId] = useState("");
  const game = games?.games.find((g) => String(g.id) === gameId);
  return (
    <ActForm
      leagueId={leagueId}
      submitText="Void game"
      success="Game voided for this league. The members have been told."
      ready={!!game}
      send={async (reason) => {
        const sure = await askConfirm({
          title: "Void Game",
          message: `Void ${gameName(game!)} for this league? Its picks will score no points, and a void cannot be undone.`,
          confirmText: "Void game",
          danger: true,
        });
        return sure ? voidGame(leagueId, { game_id: game!.id, reason }) : null;
      }}
    >
      {(errors) => (
        <ActSelect
          label="Game"
          value={gameId}
          onChange={setGameId}
          blank={games ? "Choose a game" : "Loading games…"}
          options={(games?.games ?? []).map((g) => ({
            value: String(g.id),
            label: `${gameName(g)} · ${formatKickoff(g.game_time)}`,
          }))}
          error={errors.game_id}
        />
      )}
    </ActForm>
  );
}

/** The form's own check of a correction: a whole number from −100 to 100, not 0. */
export function pointsError(text: string): string | null {
  const n = Number(text);
  return /^[+-]?\d+$/.test(text.trim()) && n !== 0 && Math.abs(n) <= MAX_POINTS_ADJUSTMENT
    ? null
    : COMMISSIONER_TEXTS.points;
}

/** Correct a member's points for a week, either way. */
export function AdjustPointsForm({
  leagueId,
  members,
  week,
  weeks,
  calendar,
}: {
  leagueId: number;
  members: readonly LeagueMember[];
  week: number;
  weeks: readonly number[];
  calendar: SportCalendar;
}) {
  const [userId, setUserId] = useState("");
  const [weekText, setWeekText] = useState(String(week));
  const [points, setPoints] = useState("");
  return (
    <ActForm
      leagueId={leagueId}
      submitText="Correct points"
      success="Points corrected. The member has been told."
      ready={!!userId && !!points.trim()}
      send={(reason) => {
        const local = pointsError(points);
        if (local) return { points: local };
        return adjustPoints(leagueId, {
          user_id: Number(userId),
          week: Number(weekText),
          points: Number(points),
          reason,
        });
      }}
    >
      {(errors) => (
        <>
          <MemberSelect
            members={members}
            value={userId}
            onChange={setUserId}
            error={errors.user_id}
          />
          <ActSelect
            label="Week"
            value={weekText}
            onChange={setWeekText}
            options={weeks.map((w) => ({ value: String(w), label: weekTitle(w, calendar) }))}
            error={errors.week}
          />
          <TextField
            label="Points (+ adds, − takes off)"
            type="number"
            min={-MAX_POINTS_ADJUSTMENT}
            max={MAX_POINTS_ADJUSTMENT}
            step={1}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            error={errors.points}
            hint={`A whole number from −${MAX_POINTS_ADJUSTMENT} to ${MAX_POINTS_ADJUSTMENT}, not 0`}
          />
        </>
      )}
    </ActForm>
  );
}
