/**
 * The sportsbook screens' entry to their writes, each loaded with its first use so a first visit
 * draws the board without them: a tap and a submission (./pick-writes.ts), a lock with Undo
 * (./lock-actions.ts, ADR 1109). One submission is queued at a time.
 */
import type { PickContext } from "./use-pick-actions";

/** One submission at a time: a tap while one is being queued does nothing (and says nothing). */
let submitting = false;
export async function oneAtATime(run: () => Promise<string | null>): Promise<string | null> {
  if (submitting) return null;
  submitting = true;
  try {
    return await run();
  } finally {
    submitting = false;
  }
}

/** The lock's one-tap actions with Undo (./lock-actions.ts), loaded with the first lock tap. */
export const lockActions = () => import("./lock-actions");

/** A tap's and a submission's writes (./pick-writes.ts), loaded with the first tap. */
export const pickWrites = () => import("./pick-writes");

/** /sportsbook: validates and queues the league's unsent pending picks as one submission. */
export const submitPending = (ctx: PickContext, seasonId: number | null) =>
  oneAtATime(async () => (await pickWrites()).submitAll(ctx, seasonId));

/** /sportsbook-new: one POST /api/picks/ per unsent pending pick (spec section 7). */
export const submitEachPending = (ctx: PickContext) =>
  oneAtATime(async () => (await pickWrites()).submitEach(ctx));
