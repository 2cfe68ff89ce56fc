import type { LeagueDetail } from "#domain/leagues/contract";
import { lazyPart } from "#web/ui/lazy-dialog";

/** The commissioner's acts and downloads in Commissioner Tools: their code loads when drawn. */
export const LazyCommissionerActs = lazyPart<{
  league: LeagueDetail;
  week: number;
  weeks: readonly number[];
}>(() => import("./commissioner-acts").then((m) => m.CommissionerActs));
