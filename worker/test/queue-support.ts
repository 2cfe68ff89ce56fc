/**
 * What the fan-out queue tests share (ADR 0411): bindings whose producer keeps what is sent
 * (instead of the test bindings' inline mode), the Worker's own `queue` handler run on a batch
 * made with createMessageBatch, and what a run is expected to have done.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, beforeAll, expect, vi } from "vitest";
import worker from "#worker/index";
import type { Env } from "#worker/env";
import type { FanoutMessage } from "#worker/http/fanout-messages";
import { fakePushService, pushKeys, stored } from "./push-support";

const QUEUE = "ncaa-pickem-fanout";

/** The test bindings with a producer that keeps what is sent, not run inline. */
export function recording(base: Env = env) {
  const sent: FanoutMessage[] = [];
  const queue = {
    async send(body: FanoutMessage) {
      sent.push(body);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<FanoutMessage>>) {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue<FanoutMessage>;
  return { sent, bindings: { ...base, FANOUT: queue, FANOUT_INLINE: "" } as Env };
}

let ids = 0;
/**
 * Runs the Worker's queue handler on these bodies (attempt `attempts`); returns the ack/retry
 * state and the delay each retried message asked for (getQueueResult does not keep it).
 */
export async function consume(bodies: FanoutMessage[], bindings: Env = env, attempts = 1) {
  const batch = createMessageBatch<FanoutMessage>(
    QUEUE,
    bodies.map((body) => ({ id: `m-${++ids}`, timestamp: new Date(), attempts, body })),
  );
  const delays = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, bindings);
  const result = await getQueueResult(batch, ctx);
  const retried = batch.messages.flatMap((m, i) =>
    delays[i]!.mock.calls.map(([options]) => ({ id: m.id, delaySeconds: options?.delaySeconds })),
  );
  return { ids: batch.messages.map((m) => m.id), result, retried };
}

type Run = Awaited<ReturnType<typeof consume>>;

/** Every message of the run acked, none retried. */
export function expectAcked(run: Run) {
  expect(run.result.explicitAcks).toEqual(run.ids);
  expect(run.retried).toEqual([]);
}

/** The run's one message retried after `delaySeconds`, not acked. */
export function expectRetried(run: Run, delaySeconds: number) {
  expect(run.retried).toEqual([{ id: run.ids[0], delaySeconds }]);
  expect(run.result.explicitAcks).toEqual([]);
}

/**
 * Push on for this file's tests: pushKeys' bindings, made once (read them with the getter inside
 * a test), and the fake push service undone after each test.
 */
export function pushBindingsForFile(): () => Env {
  let pushEnv: Env | undefined;
  beforeAll(async () => {
    ({ pushEnv } = await pushKeys());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return () => pushEnv!;
}

/** A push service answering 410 to this one message's push: acked, the subscription deleted. */
export async function expectGoneRemoves(message: FanoutMessage, endpoint: string, bindings: Env) {
  const received = fakePushService(() => 410);
  expectAcked(await consume([message], bindings));
  expect(received).toHaveLength(1);
  expect(await stored(endpoint)).toBeNull();
}
