/**
 * Daily job: stores the AP, Coaches and CFP polls the provider publishes for the current season (CFBD in
 * production). The replay imports every poll up front with its release instant and returns none.
 * Upserts by (poll, season, week, team): running it twice changes nothing.
 */
import type { Env } from "#worker/env";
import { providerFor, type SportsDataProvider } from "#worker/season/providers";

export async function syncRankings(
  env: Env,
  now: Date,
  provider: SportsDataProvider = providerFor(env),
) {
  const season = await env.DB.prepare(
    "SELECT s.id, s.year FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'ncaa-football' AND s.is_current = 1",
  ).first<{ id: number; year: number }>();
  if (!season) return { stored: 0 };
  const entries = await provider.rankings(season.year, now);
  if (entries.length === 0) return { stored: 0 };
  const known = new Set(
    (await env.DB.prepare("SELECT id FROM teams").all<{ id: number }>()).results.map((t) => t.id),
  );
  const nowIso = now.toISOString();
  const statements = entries
    .filter((e) => known.has(e.teamId))
    .map((e) =>
      env.DB.prepare(
        `INSERT INTO rankings (poll, season_id, week, is_preseason, rank, team_id, first_place_votes, points, released_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (poll, season_id, week, team_id) DO UPDATE SET rank = excluded.rank,
           first_place_votes = excluded.first_place_votes, points = excluded.points`,
      ).bind(
        e.poll,
        season.id,
        e.week,
        e.week === 0 ? 1 : 0,
        e.rank,
        e.teamId,
        e.firstPlaceVotes,
        e.points,
        nowIso,
      ),
    );
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
  return { stored: statements.length };
}
