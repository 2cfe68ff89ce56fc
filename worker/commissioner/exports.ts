/**
 * The commissioner's CSV exports (issue 48), for the commissioner only (404/403 as every
 * commissioner route, worker/leagues/access.ts):
 *   GET /api/leagues/{id}/export/standings.csv        the standings answer, row for row
 *   GET /api/leagues/{id}/export/picks.csv?week=N     the week's picks of games that kicked off
 * Text is CSV-escaped with a formula guard (domain/commissioner/csv.ts); the file is an attachment
 * named after the league.
 */
import { Hono, type Context } from "hono";
import { COMMISSIONER_TEXTS, ExportPicksQuerySchema } from "#domain/commissioner/contract";
import { fileSlug } from "#domain/commissioner/csv";
import { picksCsv, standingsCsv, type ExportedPick } from "#domain/commissioner/exports";
import { gameHasStarted } from "#domain/leagues/pick-visibility";
import { cardWeekOf } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { StandingsResponse } from "#domain/standings/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { badRequest, fieldError } from "#worker/http/errors";
import { validateQuery } from "#worker/http/validate";
import { leagueMembers, requireCommissioner } from "#worker/leagues/queries";
import { leagueWeekPicksStatement, pickRowsByUser } from "#worker/picks/queries";
import { standingsResponseText } from "#worker/standings/queries";

const csv = (c: Context<AppBindings>, text: string, name: string) =>
  c.body(text, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "private, no-store",
  });

export const commissionerExportRoutes = new Hono<AppBindings>()
  .get("/leagues/:id/export/standings.csv", requireAuth, async (c) => {
    const row = await requireCommissioner(c);
    const text = await standingsResponseText(
      c.env.DB,
      row,
      c.var.userId,
      "standings",
      c.var.seasonStamp,
    );
    const answer = JSON.parse(text) as StandingsResponse;
    return csv(
      c,
      standingsCsv(answer, calendarFor(row.sport_key)),
      `${fileSlug(row.name)}-standings.csv`,
    );
  })
  .get(
    "/leagues/:id/export/picks.csv",
    requireAuth,
    validateQuery(ExportPicksQuerySchema),
    async (c) => {
      const row = await requireCommissioner(c);
      if (row.pool_format === "survivor") throw badRequest(COMMISSIONER_TEXTS.survivorExport);
      const cal = calendarFor(row.sport_key);
      const { week } = c.req.valid("query");
      if (week < cal.firstWeek || week > cal.postseasonLast)
        throw fieldError({
          week: [COMMISSIONER_TEXTS.weekOutside(cal.firstWeek, cal.postseasonLast)],
        });
      const db = c.env.DB;
      const [members, picks] = await Promise.all([
        leagueMembers(db, row.id, c.var.userId),
        leagueWeekPicksStatement(db, row.id, cardWeekOf(week, cal), cal).all(),
      ]);
      // The standings' members in the standings' names; a pick only once its game has started.
      const byUser = pickRowsByUser(picks);
      const rows: ExportedPick[] = members.flatMap((m) =>
        (byUser.get(m.user_id) ?? [])
          .filter((p) => gameHasStarted(p.game_detail.game_time, p.game_detail.status, c.var.now))
          .map((pick) => ({ username: m.username, pick })),
      );
      return csv(c, picksCsv(rows), `${fileSlug(row.name)}-week-${week}-picks.csv`);
    },
  );
