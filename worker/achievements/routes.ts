/**
 * GET /api/achievements/ (issue 15, ADR 1502): the whole catalogue for the signed-in user, earned
 * ones with their date (newest first), then the rest with their progress (closest first).
 *
 * The award runs for the viewer first, so history made before achievements existed (or an event
 * whose award did not run) counts at the next visit. A fixed number of statements: one read batch
 * (facts and stored dates), plus the insert and its notifications only when something is new.
 */
import { Hono } from "hono";
import { achievementsAnswer, NO_FACTS } from "#domain/achievements/catalogue";
import type { AchievementsAnswer } from "#domain/achievements/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { awardAchievements } from "./award";

// Mounted at the root, spelling out the spec-style trailing slash (as worker/app.ts explains).
export const achievementRoutes = new Hono<AppBindings>().get(
  "/achievements/",
  requireAuth,
  async (c) => {
    const me = c.var.userId;
    const { facts, earned } = await awardAchievements(c.env, [me], c.var.now);
    const body: AchievementsAnswer = achievementsAnswer(
      facts.get(me) ?? NO_FACTS,
      earned.get(me) ?? new Map(),
    );
    return c.json(body);
  },
);
