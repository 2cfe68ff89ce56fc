/**
 * Seed step (last, after the demo notifications): the demo users' achievements, awarded from the
 * seeded history (picks graded, leagues created, friendships, board posts and highlights) by the
 * same award the live app runs, so the dashboard lists earned ones and the bell has an
 * `achievement_earned` notification for each. Idempotent: a re-run earns and raises nothing new.
 */
import type { Env } from "#worker/env";
import { awardAchievements } from "#worker/achievements/award";
import { serverNow } from "#worker/http/clock";
import { DEMO_USERS } from "./seed-demo-users";

export async function seedDemoAchievements(env: Env): Promise<string> {
  const { results: users } = await env.DB.prepare(
    "SELECT id FROM users WHERE username IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(DEMO_USERS.map((u) => u.username)))
    .all<{ id: number }>();
  if (!users.length) return "no demo users";
  // The live listeners (achievement_earned among them), registered only now that every earlier
  // step is done: loaded at the top, grading in those steps would run them too.
  await import("#worker/jobs");
  const { awarded, earned } = await awardAchievements(
    env,
    users.map((u) => u.id),
    await serverNow(env),
  );
  const total = [...earned.values()].reduce((n, m) => n + m.size, 0);
  return `${awarded.length} achievements awarded (${total} earned by ${users.length} demo users)`;
}
