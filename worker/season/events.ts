/**
 * What grading triggers next (auto messages on the board, notifications, achievements). Those
 * features register a listener here; grading calls every listener once after each run that graded
 * games, inside the same job. With no listener registered, grading simply triggers nothing.
 */
import type { Env } from "#worker/env";

export interface GameGradedEvent {
  /** The games this grading run graded (those whose picks were written). */
  games: Array<{ gameId: number; week: number; status: "final" | "void"; picksGraded: number }>;
  /** League/user/week rows whose points changed, over all of them. */
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
