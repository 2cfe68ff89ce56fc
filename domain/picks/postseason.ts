/**
 * Postseason eligibility (spec section 5): which league setting governs a postseason game, and
 * the message when the league does not allow it.
 */
import { calendarFor, NFL_KEY } from "../season/calendars";

export interface PostseasonGame {
  week: number;
  venue?: string | null;
  is_postseason?: boolean | number | null;
}

export interface PostseasonSettings {
  name: string;
  /** The league's sport (sports.key); college football when absent. */
  sport_key?: string;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  /** A bowl pool (ADR 0406): the postseason card only, no regular-season game. */
  postseason_only?: boolean;
}

export type PostseasonStage = "conference_championship" | "playoff" | "bowl" | "any";

/**
 * A game is postseason when flagged so, or (no flag known) played after its sport's last regular
 * week (college: week 15 or later).
 */
export function isPostseasonGame(game: PostseasonGame, sportKey?: string | null): boolean {
  return Boolean(game.is_postseason) || game.week > calendarFor(sportKey).regularLast;
}

const PLAYOFF_VENUE = /playoff|cfp|semifinal|national championship/i;
const BOWL_VENUE = /bowl/i;

/** The setting that governs a postseason game, in the order the spec lists the rules. */
export function postseasonStage(game: PostseasonGame, sportKey?: string | null): PostseasonStage {
  // Every NFL postseason game (wild card to the Super Bowl) is a playoff game.
  if (calendarFor(sportKey).sport === NFL_KEY) return "playoff";
  const venue = game.venue ?? "";
  if (game.week >= 15 && game.week <= 16) return "conference_championship";
  if (PLAYOFF_VENUE.test(venue)) return "playoff";
  if ((game.week >= 17 && game.week <= 19) || BOWL_VENUE.test(venue)) return "bowl";
  if (game.week >= 20 && game.week <= 22) return "playoff";
  return "any";
}

/** A bowl pool (postseason card only) does not allow "regular" season picks either. */
const STAGE_LABELS: Record<PostseasonStage | "regular", string> = {
  regular: "Regular Season",
  conference_championship: "Conference Championship",
  playoff: "Playoff",
  bowl: "Bowl Game",
  any: "Postseason",
};

export const postseasonNotAllowed = (leagueName: string, stage: PostseasonStage | "regular") =>
  `League "${leagueName}" does not allow ${STAGE_LABELS[stage]} picks`;

/**
 * Null when the league allows the game: a regular-season game unless the league plays the
 * postseason card only (a bowl pool), a postseason game by its stage.
 */
export function checkPostseasonEligibility(
  league: PostseasonSettings,
  game: PostseasonGame,
): string | null {
  if (!isPostseasonGame(game, league.sport_key))
    return league.postseason_only ? postseasonNotAllowed(league.name, "regular") : null;
  const stage = postseasonStage(game, league.sport_key);
  const allowed =
    stage === "conference_championship"
      ? league.include_conf_championship
      : stage === "playoff"
        ? league.include_playoffs
        : stage === "bowl"
          ? league.include_bowl_games
          : league.include_conf_championship ||
            league.include_bowl_games ||
            league.include_playoffs;
  return allowed ? null : postseasonNotAllowed(league.name, stage);
}

/** Whether the league has any postseason option at all ('POST SEASON DISABLED' otherwise). */
export function leagueHasPostseason(league: PostseasonSettings): boolean {
  return league.include_conf_championship || league.include_bowl_games || league.include_playoffs;
}
