/**
 * Write side of picks. Guarantees:
 * - The line and price stored on a pick come from the server's current odds/props, never from
 *   the client's numbers; the league's rules (domain/picks) are checked against those.
 * - The deadline (kickoff, Saturday noon ET or the league's custom time) is judged with the
 *   server clock at receipt AND re-checked by the `picks_guard_insert` trigger inside the same
 *   D1 batch, together with the weekly/postseason cap; one lock per week is a unique index.
 *   A batch that breaks any of them rolls back whole.
 * - A line without a price (the NBA's) is stored with odds_at_pick null, outside the odds range;
 *   a straight-up sport's winner pick (MLB) needs no odds row at all; a draw pick (a sport with a
 *   three-way result) is a moneyline with no team, picked_value 'draw', at the draw price.
 */
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import { calendarFor } from "#domain/season/calendars";
import { pickDeadline } from "#domain/calendar";
import { isPostseasonGame } from "#domain/picks/postseason";
import {
  PICK_TEXTS,
  capMessage,
  sportMarketBlock,
  type LeagueRules,
  type PickChoice,
} from "#domain/picks/rules";
import type { PickSide, PickType } from "#domain/picks/vocabulary";
import { PORTION_LABELS, type GamePortion } from "#domain/picks/vocabulary";
import type { PortionOdds } from "#domain/sportsbook/contract";
import { ApiError, badRequest, fieldError } from "#worker/http/errors";
import type { LeagueRow } from "#worker/leagues/queries";
import type { SubmittedPick } from "#domain/picks/contract";
import { pickJson } from "./pick-rows";

export interface ServerGame {
  id: number;
  season_id: number;
  /** The sport of the game's season (sports.key): its calendar says which weeks are postseason. */
  sport_key: string;
  week: number;
  kickoff_at: string;
  status: string;
  venue: string | null;
  is_postseason: number;
  home_team_id: number;
  away_team_id: number;
  home_abbr: string;
  away_abbr: string;
  home_name: string;
  away_name: string;
  home_score: number | null;
  away_score: number | null;
}

export interface ServerOdds extends PortionOdds {
  game_id: number;
}

export interface ServerProp {
  id: number;
  game_id: number;
  kind: string;
  display_name: string;
  line_value: number;
  over_odds: number | null;
  under_odds: number | null;
  prop_type: string;
  player: string;
  team_name: string;
}

/** What the client asked for, in server terms (no client numbers). */
export interface RequestedPick {
  gameId: number;
  pickType: PickType;
  gamePortion: string;
  /** spread/moneyline */
  pickedTeamId?: number | null;
  /** A three-way moneyline's draw (no team). */
  pickedOutcome?: "draw" | null;
  /** The request's field the outcome came in ('picks.0.picked_outcome'), for its 400. */
  outcomeField?: string;
  /** over/under for totals and props */
  overUnder?: "over" | "under" | null;
  propId?: number | null;
  displayName?: string | null;
}

/** A pick priced from the server's own markets, ready to check and insert. */
export interface PricedPick {
  game: ServerGame;
  prop: ServerProp | null;
  choice: PickChoice;
  name: string;
  pickedTeamId: number | null;
  pickedValue: string | null;
  spreadAtPick: number | null;
  totalAtPick: number | null;
  propLineAtPick: number | null;
  oddsAtPick: number | null;
  deadline: Date;
}

const noMarket = () => badRequest("No odds are available for this pick");

/**
 * Before any pricing: the game exists, belongs to the league's season (so to its sport), and the
 * market is one the league's sport offers (an NFL half, quarter or prop is refused by name, not as
 * a missing line). Returns the game.
 */
export function leagueGame(
  req: Pick<RequestedPick, "gameId" | "pickType" | "gamePortion">,
  games: Map<number, ServerGame>,
  league: Pick<LeagueRow, "name" | "season_id" | "sport_key">,
): ServerGame {
  const game = games.get(req.gameId);
  if (!game) throw badRequest("Game not found");
  if (game.season_id !== league.season_id)
    throw badRequest(SERVER_PICK_TEXTS.gameNotInLeague(league.name));
  const blocked = sportMarketBlock(league, {
    pickType: req.pickType,
    gamePortion: req.pickType.endsWith("_prop") ? "full_game" : req.gamePortion,
  });
  if (blocked) throw badRequest(blocked);
  return game;
}

export function pricePick(
  req: RequestedPick,
  games: Map<number, ServerGame>,
  odds: ServerOdds[],
  props: Map<number, ServerProp>,
  league: LeagueRow,
): PricedPick {
  const game = games.get(req.gameId);
  if (!game) throw badRequest("Game not found");
  const deadline = pickDeadline(league, { kickoff_at: game.kickoff_at });
  const portionLabel = PORTION_LABELS[req.gamePortion as GamePortion] ?? req.gamePortion;
  const base = { game, deadline, prop: null };
  const matchup = `${game.away_abbr} @ ${game.home_abbr}`;
  const cal = calendarFor(game.sport_key);
  if (req.pickedOutcome === "draw") {
    const field = req.outcomeField ?? "picked_outcome";
    if (!cal.drawOutcome) throw fieldError({ [field]: [PICK_TEXTS.noDraw(cal.name)] });
    if (req.pickType !== "moneyline" || req.pickedTeamId != null)
      throw fieldError({ [field]: [SERVER_PICK_TEXTS.drawIsMoneyline] });
  }

  if (req.pickType === "player_prop" || req.pickType === "team_prop") {
    const prop = req.propId ? props.get(req.propId) : undefined;
    const kind = req.pickType === "player_prop" ? "player" : "team";
    if (!prop || prop.game_id !== game.id || prop.kind !== kind) throw badRequest("Prop not found");
    if (req.overUnder !== "over" && req.overUnder !== "under")
      throw badRequest("picked_value must be over or under");
    const price = req.overUnder === "over" ? prop.over_odds : prop.under_odds;
    return {
      ...base,
      prop,
      choice: {
        gameId: game.id,
        pickType: req.pickType,
        gamePortion: "full_game",
        side: req.overUnder,
        propId: prop.id,
        odds: price,
      },
      name: `${prop.display_name} ${req.overUnder === "over" ? "Over" : "Under"} ${prop.line_value}`,
      pickedTeamId: null,
      pickedValue: req.overUnder,
      spreadAtPick: null,
      totalAtPick: null,
      propLineAtPick: prop.line_value,
      oddsAtPick: price,
    };
  }

  const market = odds.find((o) => o.game_id === game.id && o.game_portion === req.gamePortion);
  // A straight-up sport (MLB) has no lines: its winner pick has no price and needs no odds row.
  if (!market && !(cal.straightUp && req.pickType === "moneyline")) throw noMarket();

  if (req.pickType === "over_under") {
    if (req.overUnder !== "over" && req.overUnder !== "under")
      throw badRequest("picked_value must be over or under");
    if (!market || market.total_points === null) throw noMarket();
    const price = req.overUnder === "over" ? market.over_odds : market.under_odds;
    return {
      ...base,
      choice: {
        gameId: game.id,
        pickType: "over_under",
        gamePortion: req.gamePortion,
        side: req.overUnder,
        odds: price,
      },
      name: `${matchup} ${req.overUnder === "over" ? "Over" : "Under"} ${market.total_points} (${portionLabel})`,
      pickedTeamId: null,
      pickedValue: req.overUnder,
      spreadAtPick: null,
      totalAtPick: market.total_points,
      propLineAtPick: null,
      oddsAtPick: price,
    };
  }

  if (req.pickedOutcome === "draw") {
    const price = market?.draw_ml_odds ?? null;
    if (price === null) throw noMarket();
    return {
      ...base,
      choice: {
        gameId: game.id,
        pickType: "moneyline",
        gamePortion: req.gamePortion,
        side: "draw",
        odds: price,
      },
      name: `${matchup} Draw (${portionLabel})`,
      pickedTeamId: null,
      pickedValue: "draw",
      spreadAtPick: null,
      totalAtPick: null,
      propLineAtPick: null,
      oddsAtPick: price,
    };
  }

  let side: PickSide;
  if (req.pickedTeamId === game.home_team_id) side = "home";
  else if (req.pickedTeamId === game.away_team_id) side = "away";
  else throw badRequest("picked_team_id must be one of the game's teams");
  const abbr = side === "home" ? game.home_abbr : game.away_abbr;

  if (req.pickType === "spread") {
    if (!market) throw noMarket();
    const spread = side === "home" ? market.home_spread : market.away_spread;
    if (spread === null) throw noMarket();
    const price = side === "home" ? market.home_spread_odds : market.away_spread_odds;
    const shown = spread > 0 ? `+${spread}` : String(spread);
    return {
      ...base,
      choice: {
        gameId: game.id,
        pickType: "spread",
        gamePortion: req.gamePortion,
        side,
        odds: price,
      },
      name: `${abbr} ${shown} (${portionLabel})`,
      pickedTeamId: req.pickedTeamId!,
      pickedValue: String(spread),
      spreadAtPick: spread,
      totalAtPick: null,
      propLineAtPick: null,
      oddsAtPick: price,
    };
  }

  const price = (side === "home" ? market?.home_ml_odds : market?.away_ml_odds) ?? null;
  if (price === null && !cal.straightUp) throw noMarket();
  return {
    ...base,
    choice: {
      gameId: game.id,
      pickType: "moneyline",
      gamePortion: req.gamePortion,
      side,
      odds: price,
    },
    name: `${abbr} ML (${portionLabel})`,
    pickedTeamId: req.pickedTeamId!,
    pickedValue: null,
    spreadAtPick: null,
    totalAtPick: null,
    propLineAtPick: null,
    oddsAtPick: price,
  };
}

/** The deadline check at receipt, with the server clock. */
export function assertBeforeDeadline(pick: PricedPick, now: Date) {
  const kickoff = new Date(pick.game.kickoff_at);
  if (pick.game.status !== "scheduled" || now.getTime() >= kickoff.getTime())
    throw badRequest(SERVER_PICK_TEXTS.kickedOff);
  if (now.getTime() >= pick.deadline.getTime())
    throw badRequest("The league's pick deadline for this game has passed");
}

export function insertStatement(
  db: D1Database,
  p: PricedPick,
  userId: number,
  leagueId: number,
  isLock: boolean,
  now: Date,
  confidence: number | null = null,
  /** A pick the server made for the member (worker/picks/auto-pick-job.ts). */
  isAuto = false,
) {
  const iso = now.toISOString();
  return db
    .prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         picked_value, prop_id, spread_at_pick, total_at_pick, prop_line_at_pick, odds_at_pick, is_lock, lock_set_at,
         submitted_at, deadline_at, confidence, is_auto)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      userId,
      leagueId,
      p.game.id,
      p.game.season_id,
      p.game.week,
      p.choice.pickType,
      p.choice.gamePortion,
      p.pickedTeamId,
      p.pickedValue,
      p.choice.propId ?? null,
      p.spreadAtPick,
      p.totalAtPick,
      p.propLineAtPick,
      p.oddsAtPick,
      isLock ? 1 : 0,
      isLock ? iso : null,
      iso,
      p.deadline.toISOString(),
      confidence,
      isAuto ? 1 : 0,
    );
}

/**
 * The pick as the API will answer it once inserted (the one serialiser of picks/queries.ts), for
 * an answer that commits with the insert; `id` is `insertedId(i)` of the insert statement.
 */
export function draftPickJson(
  p: PricedPick,
  draft: {
    id: number;
    userId: number;
    leagueId: number;
    isLock: boolean;
    now: Date;
    confidence?: number | null;
  },
): SubmittedPick {
  const g = p.game;
  const side =
    p.pickedTeamId === g.home_team_id ? "home" : p.pickedTeamId === g.away_team_id ? "away" : null;
  return pickJson({
    id: draft.id,
    user_id: draft.userId,
    game_id: g.id,
    league_id: draft.leagueId,
    week: g.week,
    pick_type: p.choice.pickType,
    picked_team_id: p.pickedTeamId,
    picked_value: p.pickedValue,
    game_portion: p.choice.gamePortion,
    prop_id: p.choice.propId ?? null,
    spread_at_pick: p.spreadAtPick,
    total_at_pick: p.totalAtPick,
    prop_line_value: p.propLineAtPick ?? p.prop?.line_value ?? null,
    odds_at_pick: p.oddsAtPick,
    is_lock: draft.isLock ? 1 : 0,
    is_correct: null,
    result: null,
    points: 0,
    confidence: draft.confidence ?? null,
    is_shared_early: 0,
    submitted_at: draft.now.toISOString(),
    picked_name: side === "home" ? g.home_name : side === "away" ? g.away_name : null,
    picked_short: side === "home" ? g.home_abbr : side === "away" ? g.away_abbr : null,
    kickoff_at: g.kickoff_at,
    status: g.status,
    venue: g.venue,
    is_postseason: g.is_postseason,
    home_score: g.home_score,
    away_score: g.away_score,
    home_team_id: g.home_team_id,
    away_team_id: g.away_team_id,
    home_name: g.home_name,
    home_abbr: g.home_abbr,
    away_name: g.away_name,
    away_abbr: g.away_abbr,
    prop_kind: p.prop?.kind ?? null,
    prop_display: p.prop?.display_name ?? null,
    prop_type_name: p.prop?.prop_type ?? null,
    prop_player: p.prop ? p.prop.player : null,
    prop_team_name: p.prop?.team_name ?? null,
  });
}

/** Maps a guard failure of the picks table to the user's message (4xx), or rethrows. */
export function guardError(err: unknown, league: LeagueRules, week: number): never {
  const text = err instanceof Error ? err.message : String(err);
  if (text.includes("pick_after_kickoff")) throw badRequest(SERVER_PICK_TEXTS.kickedOff);
  if (text.includes("pick_game_voided")) throw badRequest(SERVER_PICK_TEXTS.gameVoided);
  if (text.includes("pick_cap_reached"))
    throw badRequest(capMessage(league, isPostseasonGame({ week }, league.sport_key)));
  if (text.includes("lock_permanent")) throw badRequest(PICK_TEXTS.lockPermanent);
  if (text.includes("pick_immutable")) throw badRequest("Submitted picks cannot be changed");
  if (/UNIQUE constraint failed: picks\.user_id, picks\.league_id, picks\.week\b(?!,)/.test(text))
    throw new ApiError(409, PICK_TEXTS.lockTaken);
  if (text.includes("UNIQUE constraint failed: picks."))
    throw new ApiError(409, "This pick was already submitted");
  throw err;
}

/** Loads games, odds and props needed to price a set of requested picks (one batch). */
export async function loadMarkets(db: D1Database, gameIds: number[], propIds: number[]) {
  const ids = JSON.stringify([...new Set(gameIds)]);
  const [gamesRes, oddsRes, propsRes] = await db.batch([
    db
      .prepare(
        `SELECT g.id, g.season_id, sp.key AS sport_key, g.week, g.kickoff_at, g.status, g.venue, g.is_postseason,
           g.home_team_id, g.away_team_id, g.home_score, g.away_score, ht.abbreviation AS home_abbr,
           at.abbreviation AS away_abbr, ht.school AS home_name, at.school AS away_name
         FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id
         JOIN seasons se ON se.id = g.season_id JOIN sports sp ON sp.id = se.sport_id
         WHERE g.id IN (SELECT value FROM json_each(?))`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT game_id, game_portion, home_spread, away_spread, home_spread_odds, away_spread_odds, total_points,
           over_odds, under_odds, home_ml_odds, away_ml_odds, draw_ml_odds
         FROM odds WHERE game_id IN (SELECT value FROM json_each(?))`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT p.id, p.game_id, p.kind, p.display_name, p.line_value, p.over_odds, p.under_odds, p.prop_type,
           TRIM(COALESCE(p.player_first_name, '') || ' ' || COALESCE(p.player_last_name, '')) AS player,
           t.school AS team_name
         FROM props p JOIN teams t ON t.id = p.team_id WHERE p.id IN (SELECT value FROM json_each(?))`,
      )
      .bind(JSON.stringify([...new Set(propIds)])),
  ]);
  const games = new Map<number, ServerGame>();
  for (const g of (gamesRes!.results ?? []) as ServerGame[]) games.set(g.id, g);
  const props = new Map<number, ServerProp>();
  for (const p of (propsRes!.results ?? []) as ServerProp[]) props.set(p.id, p);
  return { games, odds: (oddsRes!.results ?? []) as ServerOdds[], props };
}
