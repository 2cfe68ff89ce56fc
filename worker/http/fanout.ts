/**
 * The fan-out queue (ADR 0411): a request does its own write and enqueues the rest (`enqueueFanout`); this
 * Worker's `queue` handler (worker/index.ts) hands each message to the one handler of its type
 * (registered in worker/jobs.ts, like the event listeners).
 *
 * - Production and `npm start` send to the FANOUT queue (wrangler.toml); the consumer acks a
 *   message its handler finished, and retries one that threw or asked for it with a growing delay
 *   (`retryDelaySeconds`); after max_retries the queue moves it to the dead-letter queue.
 * - The worker tests (FANOUT_INLINE=1, development only) and the seed (FANOUT hidden) run the
 *   handler inline, awaited, so a call's answer is followed by its notifications as before; the
 *   queue tests drive `queue()` itself with createMessageBatch.
 * - `enqueueFanout` never throws: a send that fails is logged and the work runs inline instead.
 */
import { isDevelopment, type Env } from "#worker/env";
import { isFanoutMessage, type FanoutMessage, type FanoutType } from "./fanout-messages";

/** "retry": some of the work failed and should run again later (a push service refused). */
export type FanoutOutcome = "done" | "retry";

type Handler<T extends FanoutType> = (
  env: Env,
  message: Extract<FanoutMessage, { type: T }>,
) => Promise<FanoutOutcome | void>;

const handlers = new Map<FanoutType, Handler<FanoutType>>();

export function onFanout<T extends FanoutType>(type: T, handler: Handler<T>): void {
  handlers.set(type, handler as unknown as Handler<FanoutType>);
}

/** Messages per sendBatch (Queues takes at most 100 messages and 256 KB in one call). */
const SEND_BATCH = 50;

/** Whether fan-out runs in the caller (no queue bound, or FANOUT_INLINE=1 in development). */
export const fanoutRunsInline = (env: Env) =>
  !env.FANOUT || (isDevelopment(env) && env.FANOUT_INLINE === "1");

async function handle(env: Env, message: FanoutMessage): Promise<FanoutOutcome> {
  const handler = handlers.get(message.type);
  if (!handler) throw new Error(`no fan-out handler for ${message.type}`);
  return (await handler(env, message)) ?? "done";
}

async function runInline(env: Env, messages: readonly FanoutMessage[]) {
  for (const message of messages)
    await handle(env, message).catch((error: unknown) =>
      console.error("fan-out work failed", message.type, error),
    );
}

export async function enqueueFanout(env: Env, messages: readonly FanoutMessage[]): Promise<void> {
  if (!messages.length) return;
  if (fanoutRunsInline(env)) return runInline(env, messages);
  for (let i = 0; i < messages.length; i += SEND_BATCH) {
    const chunk = messages.slice(i, i + SEND_BATCH);
    try {
      await env.FANOUT!.sendBatch(chunk.map((body) => ({ body, contentType: "json" as const })));
    } catch (error) {
      console.error("fan-out send failed; running it here", error);
      await runInline(env, chunk);
    }
  }
}

/** 10 s, 20 s, 40 s, … for the 1st, 2nd, 3rd … attempt, at most 15 minutes. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(10 * 2 ** Math.max(0, attempts - 1), 15 * 60);

/** The consumer: each message to its handler; acked when done, retried with backoff otherwise. */
export async function consumeFanout(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const retry = () => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    const body = message.body;
    if (!isFanoutMessage(body)) {
      // A type this deploy does not know (a newer producer mid-rollout): retried, then dead-lettered.
      console.error("fan-out message of unknown type", message.id);
      retry();
      continue;
    }
    try {
      if ((await handle(env, body)) === "retry") retry();
      else message.ack();
    } catch (error) {
      console.error("fan-out message failed", body.type, message.attempts, error);
      retry();
    }
  }
}
