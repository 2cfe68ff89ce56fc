/**
 * Who may reach a league named by the path's `:id`, for every area that serves a path under
 * /api/leagues/{id}/ (the league's own routes, its standings, games and weekly picks): an unknown
 * id or a private league of others is 404, a league the viewer is not an active member of is 403
 * where membership is needed, and only the commissioner passes `requireCommissioner`.
 */
import type { Context } from "hono";
import { SERVER_PICK_TEXTS } from "#domain/picks/server-texts";
import type { AppBindings } from "#worker/env";
import { forbidden, notFound } from "#worker/http/errors";
import { isActiveMember, isCommissioner, loadVisibleLeague, type LeagueRow } from "./league-row";

type Ctx = Context<AppBindings>;

export const LEAGUE_ACCESS_TEXT = {
  notFound: "League not found",
  notMember: SERVER_PICK_TEXTS.notMember,
  commissionerOnly: "Only the commissioner can do this",
} as const;

const idParam = (c: Ctx) => {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw notFound(LEAGUE_ACCESS_TEXT.notFound);
  return Number(raw);
};

/** `kept`: a read that may use the row kept under the session's stamps (loadVisibleLeague). */
export async function requireLeague(c: Ctx, kept = false): Promise<LeagueRow> {
  const row = await loadVisibleLeague(
    c.env.DB,
    idParam(c),
    c.var.userId,
    kept ? { leagueStamp: c.var.leagueStamp, seasonStamp: c.var.seasonStamp } : undefined,
  );
  if (!row) throw notFound(LEAGUE_ACCESS_TEXT.notFound);
  return row;
}

export async function requireMember(c: Ctx): Promise<LeagueRow> {
  const row = await requireLeague(c);
  if (!isActiveMember(row)) throw forbidden(LEAGUE_ACCESS_TEXT.notMember);
  return row;
}

export async function requireCommissioner(c: Ctx): Promise<LeagueRow> {
  const row = await requireMember(c);
  if (!isCommissioner(row, c.var.userId)) throw forbidden(LEAGUE_ACCESS_TEXT.commissionerOnly);
  return row;
}
