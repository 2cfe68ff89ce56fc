/**
 * What grading triggers next (auto messages on the board, notifications, achievements). Those
 * features register a listener here; grading calls every listener after each graded game, inside
 * the same job run. With no listener registered, grading simply triggers nothing.
 */
import type { Env } from "#worker/env";

export interface GameGradedEvent {
  gameId: number;
  week: number;
  status: "final" | "void";
  /** Picks whose result was written in this run. */
  picksGraded: number;
  /** League/user/week rows whose points changed. */
  affected: Array<{ leagueId: number; userId: number; week: number }>;
  now: Date;
}

export type GradingListener = (env: Env, event: GameGradedEvent) => Promise<void>;

const listeners: GradingListener[] = [];

export function onGameGraded(listener: GradingListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function gameGraded(env: Env, event: GameGradedEvent): Promise<void> {
  for (const listener of listeners) await listener(env, event);
}
