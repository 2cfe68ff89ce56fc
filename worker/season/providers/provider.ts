/**
 * Where game states, lines and polls come from: the interface every sports-data provider implements
 * (index.ts picks one). Providers only read; the jobs write, so every job stays idempotent
 * whatever the provider answers.
 */
import type { ReplayState } from "#domain/replay/timeline";
import type { RankingPoll } from "#domain/season/contract";

/** A game the jobs track, as stored in D1. */
export interface TrackedGame {
  id: number;
  /**
   * sports.key of the game ('ncaa-football', 'nfl'): a provider answers only for the sports its
   * feed covers, so a real feed per sport can replace the replay sport by sport.
   */
  sport: string;
  /** Kickoff on the server clock (shifted in replay). */
  kickoffAt: string;
  /** Real kickoff. */
  sourceKickoffAt: string;
  seasonType: string;
  sourceWeek: number;
  seasonYear: number;
  homeTeamId: number;
  awayTeamId: number;
}

export type GameState = ReplayState;

export interface LineUpdate {
  gameId: number;
  homeSpread: number | null;
  total: number | null;
  homeMl: number | null;
  awayMl: number | null;
  /**
   * The feed's own prices of the spread and total sides, when it has them (American odds); the
   * job prices a side the feed leaves out at the standard -110.
   */
  homeSpreadOdds?: number | null;
  awaySpreadOdds?: number | null;
  overOdds?: number | null;
  underOdds?: number | null;
  provider: string;
}

export interface PollEntry {
  poll: RankingPoll;
  /** App week the poll was released before (0 preseason, 23 final). */
  week: number;
  rank: number;
  teamId: number;
  points: number;
  firstPlaceVotes: number;
}

export interface SportsDataProvider {
  readonly name: string;
  /** Current state of each game (omitted when the source does not know it). */
  gameStates(games: TrackedGame[], now: Date): Promise<Array<{ id: number; state: GameState }>>;
  /** Current full-game lines of upcoming games. */
  lines(games: TrackedGame[], now: Date): Promise<LineUpdate[]>;
  /** AP, Coaches and CFP polls of a season year; the replay imports polls up front and returns none. */
  rankings(seasonYear: number, now: Date): Promise<PollEntry[]>;
}
