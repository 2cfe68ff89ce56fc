/**
 * The card of a bowl pool (a postseason_only league; ADR 0406): which postseason games a fan can
 * pick now. A bowl or a conference championship is on the card from the start. A playoff game
 * joins once every earlier-kicking-off playoff game of either of its two teams is final: its two
 * teams are then known, so the card grows round by round and ranks already submitted stay.
 */
export interface CardGame {
  id: number;
  postseason_kind: string | null;
  kickoff: string;
  status: string;
  home_team_id: number;
  away_team_id: number;
}

/** The postseason kinds a bowl pool's card holds, by the league's postseason settings. */
export function cardKinds(league: {
  include_conf_championship: boolean | number;
  include_bowl_games: boolean | number;
  include_playoffs: boolean | number;
}): string[] {
  return [
    league.include_conf_championship ? "conference_championship" : null,
    league.include_bowl_games ? "bowl" : null,
    league.include_playoffs ? "playoff" : null,
  ].filter((k): k is string => k !== null);
}

const settled = (status: string) => status === "final" || status === "void";

/** Whether `game` is on the card now, given every postseason game of the card's calendar. */
export function onCard(game: CardGame, postseasonGames: readonly CardGame[]): boolean {
  if (game.postseason_kind !== "playoff") return game.postseason_kind !== null;
  const teams = [game.home_team_id, game.away_team_id];
  return postseasonGames.every(
    (g) =>
      g.id === game.id ||
      g.postseason_kind !== "playoff" ||
      g.kickoff >= game.kickoff ||
      !(teams.includes(g.home_team_id) || teams.includes(g.away_team_id)) ||
      settled(g.status),
  );
}

/** The card's N: how many of the postseason games are on the card now. */
export function cardSize(postseasonGames: readonly CardGame[]): number {
  return postseasonGames.filter((g) => onCard(g, postseasonGames)).length;
}
