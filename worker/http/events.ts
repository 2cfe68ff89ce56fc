/**
 * The one way an area tells the rest of the product what happened (board, social; notifications
 * listen). Every event is emitted once, after its write committed, by the request that made it: a
 * replayed request is answered from the idempotency store before any route runs, so it emits
 * nothing. A listener that fails is logged and never turns the committed write into an error.
 */
import type { Env } from "#worker/env";

export type Listener<E> = (env: Env, event: E, now: Date) => Promise<void>;

export interface EventChannel<E extends { type: string }> {
  listen(listener: Listener<E>): void;
  emit(env: Env, events: readonly E[], now: Date): Promise<void>;
}

export function eventChannel<E extends { type: string }>(area: string): EventChannel<E> {
  const listeners: Listener<E>[] = [];
  return {
    listen(listener) {
      if (!listeners.includes(listener)) listeners.push(listener);
    },
    async emit(env, events, now) {
      for (const event of events)
        for (const listener of listeners)
          await listener(env, event, now).catch((error: unknown) =>
            console.error(`${area} event listener failed`, event.type, error),
          );
    },
  };
}
