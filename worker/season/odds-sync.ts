/**
 * Hourly job: refreshes the current full-game line of games kicking off in the next 7 days from
 * the provider (at the feed's own prices when it sends them, else -110), re-derives the portion
 * lines and team totals from it (domain/markets) for a sport whose markets have them (none for
 * the NFL: full game only, ADR 1601), and records each change in odds_history. Only changed lines
 * are written, so a second run changes nothing. Picks keep the line they were made at; a move
 * here never changes a graded result.
 */
import {
  derivePortionLines,
  deriveTeamTotals,
  STANDARD_PRICE,
} from "#domain/markets/derived-markets";
import { calendarFor, sportOffersBetType, sportOffersPortion } from "#domain/season/calendars";
import type { Env } from "#worker/env";
import { toTracked } from "#worker/season/live-scores";
import { providerFor, type SportsDataProvider } from "#worker/season/providers";

const HORIZON_MS = 7 * 24 * 3600 * 1000;

export async function syncOdds(
  env: Env,
  now: Date,
  provider: SportsDataProvider = providerFor(env),
) {
  const nowIso = now.toISOString();
  const { results: upcoming } = await env.DB.prepare(
    `SELECT g.id, sp.key AS sport, g.kickoff_at, g.source_kickoff_at, g.season_type, g.source_week, s.year, g.home_team_id, g.away_team_id,
            o.home_spread, o.total_points, o.home_ml_odds, o.away_ml_odds,
            o.home_spread_odds, o.away_spread_odds, o.over_odds, o.under_odds
       FROM games g JOIN seasons s ON s.id = g.season_id JOIN sports sp ON sp.id = s.sport_id
       LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
      WHERE g.status = 'scheduled' AND g.kickoff_at > ? AND g.kickoff_at <= ?`,
  )
    .bind(nowIso, new Date(now.getTime() + HORIZON_MS).toISOString())
    .all<
      Parameters<typeof toTracked>[0] & {
        home_spread: number | null;
        total_points: number | null;
        home_ml_odds: number | null;
        away_ml_odds: number | null;
        home_spread_odds: number | null;
        away_spread_odds: number | null;
        over_odds: number | null;
        under_odds: number | null;
      }
    >();
  if (upcoming.length === 0) return { checked: 0, changed: 0 };
  const current = new Map(upcoming.map((r) => [r.id, r]));
  const lines = await provider.lines(upcoming.map(toTracked), now);
  const label = nowIso.slice(0, 13);
  const statements: D1PreparedStatement[] = [];
  for (const line of lines) {
    const row = current.get(line.gameId);
    if (!row) continue;
    // A side's price: the feed's own, else the standard -110 (none without a line).
    const price = (lineValue: number | null, given: number | null | undefined) =>
      lineValue === null ? null : (given ?? STANDARD_PRICE);
    const prices = {
      homeSpread: price(line.homeSpread, line.homeSpreadOdds),
      awaySpread: price(line.homeSpread, line.awaySpreadOdds),
      over: price(line.total, line.overOdds),
      under: price(line.total, line.underOdds),
    };
    const pricesSent = [
      line.homeSpreadOdds,
      line.awaySpreadOdds,
      line.overOdds,
      line.underOdds,
    ].some((p) => p !== undefined && p !== null);
    if (
      row.home_spread === line.homeSpread &&
      row.total_points === line.total &&
      row.home_ml_odds === line.homeMl &&
      row.away_ml_odds === line.awayMl &&
      (!pricesSent ||
        (row.home_spread_odds === prices.homeSpread &&
          row.away_spread_odds === prices.awaySpread &&
          row.over_odds === prices.over &&
          row.under_odds === prices.under))
    )
      continue;
    const cal = calendarFor(row.sport);
    const upsertOdds = `INSERT INTO odds (game_id, game_portion, home_spread, away_spread, home_spread_odds, away_spread_odds, total_points, over_odds, under_odds, home_ml_odds, away_ml_odds, provider, is_derived, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (game_id, game_portion) DO UPDATE SET home_spread = excluded.home_spread, away_spread = excluded.away_spread,
         home_spread_odds = excluded.home_spread_odds, away_spread_odds = excluded.away_spread_odds, total_points = excluded.total_points,
         over_odds = excluded.over_odds, under_odds = excluded.under_odds, home_ml_odds = excluded.home_ml_odds,
         away_ml_odds = excluded.away_ml_odds, provider = excluded.provider, updated_at = excluded.updated_at`;
    statements.push(
      env.DB.prepare(upsertOdds).bind(
        line.gameId,
        "full_game",
        line.homeSpread,
        line.homeSpread === null ? null : -line.homeSpread,
        prices.homeSpread,
        prices.awaySpread,
        line.total,
        prices.over,
        prices.under,
        line.homeMl,
        line.awayMl,
        line.provider,
        0,
        nowIso,
      ),
      env.DB.prepare(
        "INSERT INTO odds_history (game_id, game_portion, home_spread, total_points, home_ml_odds, away_ml_odds, provider, label, recorded_at) VALUES (?, 'full_game', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
      ).bind(
        line.gameId,
        line.homeSpread,
        line.total,
        line.homeMl,
        line.awayMl,
        line.provider,
        label,
        nowIso,
      ),
    );
    // Halves and quarters only where the sport has them (the NFL's data has none).
    const portions = derivePortionLines({ homeSpread: line.homeSpread, total: line.total }).filter(
      (p) => sportOffersPortion(cal, p.portion),
    );
    for (const p of portions) {
      const sp = p.homeSpread === null ? null : STANDARD_PRICE;
      const tp = p.total === null ? null : STANDARD_PRICE;
      statements.push(
        env.DB.prepare(upsertOdds).bind(
          line.gameId,
          p.portion,
          p.homeSpread,
          p.awaySpread,
          sp,
          sp,
          p.total,
          tp,
          tp,
          null,
          null,
          "derived",
          1,
          nowIso,
        ),
      );
    }
    const totals =
      sportOffersBetType(cal, "team_props") &&
      deriveTeamTotals({ homeSpread: line.homeSpread, total: line.total });
    if (totals) {
      statements.push(
        env.DB.prepare(
          "UPDATE props SET line_value = CASE WHEN team_id = ? THEN ? ELSE ? END, updated_at = ? WHERE game_id = ? AND kind = 'team' AND prop_type = 'team_total_points'",
        ).bind(row.home_team_id, totals.home, totals.away, nowIso, line.gameId),
      );
    }
  }
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
  return { checked: upcoming.length, changed: statements.length };
}
