/**
 * The three polls of the rankings widget as `rankings` rows (RANKING_COLUMNS order, the season id
 * filled at write time): the AP Top 25, the Coaches Poll and the CFP committee's rankings, all from
 * the same CFBD `/rankings` answer (data/README.md).
 *
 * Weeks: CFBD regular week 1 is the preseason poll (app week 0), week W the poll released before
 * week W, the postseason poll the final one (app week 23). The CFP rankings are regular weeks
 * 11–16 only: the committee publishes no preseason and no final ranking.
 * Release instants, which the replayed clock compares with `now`: preseason 12 days before the
 * first game, weekly 12 h after the previous app week's last kickoff, final 12 h after the title
 * game. The sources carry no release dates, so every poll follows this one rule.
 */
import { FINAL_POLL_WEEK, type RankingPoll } from "#domain/season/contract";
import { parseCsv } from "./csv";

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PollFiles {
  apPoll: string;
  coachesPoll: string;
  cfpRankings: string;
}

const POLL_FILES: Record<RankingPoll, keyof PollFiles> = {
  ap: "apPoll",
  coaches: "coachesPoll",
  cfp: "cfpRankings",
};

const count = (s: string | undefined) => (s ? Number(s) : 0);

export function pollRows(
  files: PollFiles,
  kickoffs: Array<{ week: number; at: number }>,
  season: unknown,
  shift: (d: Date) => string,
): unknown[][] {
  const lastByWeek = new Map<number, number>();
  for (const k of kickoffs) lastByWeek.set(k.week, Math.max(lastByWeek.get(k.week) ?? 0, k.at));
  const first = Math.min(...kickoffs.map((k) => k.at));
  const last = Math.max(...kickoffs.map((k) => k.at));
  const released = (week: number) => {
    if (week === 0) return first - 12 * DAY_MS;
    if (week === FINAL_POLL_WEEK) return last + 12 * HOUR_MS;
    return (lastByWeek.get(week - 1) ?? first) + 12 * HOUR_MS;
  };
  return (Object.keys(POLL_FILES) as RankingPoll[]).flatMap((poll) =>
    parseCsv(files[POLL_FILES[poll]]).map((r) => {
      const sourceWeek = Number(r.week);
      const week =
        r.season_type === "postseason" ? FINAL_POLL_WEEK : sourceWeek === 1 ? 0 : sourceWeek;
      return [
        poll,
        season,
        week,
        week === 0 ? 1 : 0,
        Number(r.rank),
        Number(r.team_id),
        // The committee publishes neither; its cells are empty and the answer says null.
        count(r.first_place_votes),
        count(r.points),
        r.record_derived || null,
        shift(new Date(released(week))),
      ];
    }),
  );
}
