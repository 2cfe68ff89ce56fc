/**
 * CollegeFootballData (api.collegefootballdata.com, v2 JSON, camelCase) as a SportsDataProvider:
 * /games for states and line scores, /lines for current lines, /rankings for the AP, Coaches and CFP polls.
 * The API key is a secret (`wrangler secret put CFBD_API_KEY`). Tested with recorded responses
 * in worker/test/fixtures/, never the network. CFBD covers college football only: games of any
 * other sport (the NFL) get no state and no line from it, and cost no request.
 */
import { NCAA_FOOTBALL_KEY } from "#domain/season/calendars";
import type { RankingPoll } from "#domain/season/contract";
import type { LineScores } from "#domain/grading/grade-pick";
import { unscoredState } from "#domain/replay/timeline";
import type {
  GameState,
  LineUpdate,
  PollEntry,
  SportsDataProvider,
  TrackedGame,
} from "#worker/season/providers/provider";

export const CFBD_BASE_URL = "https://api.collegefootballdata.com";
/** Preferred bookmakers, in order (the same priority the bundled closing lines use). */
export const LINE_PROVIDER_PRIORITY = ["ESPN Bet", "DraftKings", "Bovada"];
/** A game still not completed this long after kickoff was not played in its week: void. */
const NOT_PLAYED_AFTER_MS = 4 * 24 * 3600 * 1000;

interface CfbdGame {
  id: number;
  startDate: string;
  completed: boolean;
  homeId: number;
  awayId: number;
  homePoints: number | null;
  awayPoints: number | null;
  homeLineScores: number[] | null;
  awayLineScores: number[] | null;
}

interface CfbdLines {
  id: number;
  lines: Array<{
    provider: string;
    spread: number | null;
    overUnder: number | null;
    homeMoneyline: number | null;
    awayMoneyline: number | null;
  }>;
}

/** The CFBD `/rankings` polls the widget shows, by our key. */
const CFBD_POLLS: Record<string, RankingPoll> = {
  "AP Top 25": "ap",
  "Coaches Poll": "coaches",
  "Playoff Committee Rankings": "cfp",
};

interface CfbdRankingWeek {
  season: number;
  seasonType: string;
  week: number;
  polls: Array<{
    poll: string;
    ranks: Array<{
      rank: number;
      teamId: number;
      firstPlaceVotes: number | null;
      points: number | null;
    }>;
  }>;
}

type Fetch = typeof fetch;

function toScores(periods: number[]): LineScores {
  const at = (i: number) => periods[i] ?? 0;
  return {
    q1: at(0),
    q2: at(1),
    q3: at(2),
    q4: at(3),
    ot: periods.slice(4).reduce((a, b) => a + b, 0),
  };
}

/** Groups tracked college games by the (year, seasonType, week) query CFBD needs. */
function byWeek(games: TrackedGame[]) {
  const groups = new Map<string, { year: number; seasonType: string; week: number }>();
  for (const g of games) {
    if (g.sport !== NCAA_FOOTBALL_KEY) continue;
    const key = `${g.seasonYear}:${g.seasonType}:${g.sourceWeek}`;
    groups.set(key, { year: g.seasonYear, seasonType: g.seasonType, week: g.sourceWeek });
  }
  return [...groups.values()];
}

export class CfbdProvider implements SportsDataProvider {
  readonly name = "cfbd";
  constructor(
    private readonly apiKey: string,
    private readonly fetcher: Fetch,
    private readonly baseUrl = CFBD_BASE_URL,
  ) {}

  private async get<T>(path: string, query: Record<string, string | number>): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await this.fetcher(url.toString(), {
      headers: { authorization: `Bearer ${this.apiKey}`, accept: "application/json" },
    });
    if (!res.ok) throw new Error(`CFBD ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  async gameStates(games: TrackedGame[], now: Date) {
    const wanted = new Map(
      games.filter((g) => g.sport === NCAA_FOOTBALL_KEY).map((g) => [g.id, g]),
    );
    const out: Array<{ id: number; state: GameState }> = [];
    for (const q of byWeek(games)) {
      const list = await this.get<CfbdGame[]>("/games", {
        year: q.year,
        week: q.week,
        seasonType: q.seasonType,
      });
      for (const game of list) {
        const tracked = wanted.get(game.id);
        if (!tracked) continue;
        out.push({ id: game.id, state: stateOf(game, tracked, now) });
      }
    }
    return out;
  }

  async lines(games: TrackedGame[]): Promise<LineUpdate[]> {
    const wanted = new Set(games.filter((g) => g.sport === NCAA_FOOTBALL_KEY).map((g) => g.id));
    const out: LineUpdate[] = [];
    for (const q of byWeek(games)) {
      const list = await this.get<CfbdLines[]>("/lines", {
        year: q.year,
        week: q.week,
        seasonType: q.seasonType,
      });
      for (const game of list) {
        if (!wanted.has(game.id)) continue;
        const line = [...game.lines].sort((a, b) => rankOf(a.provider) - rankOf(b.provider))[0];
        if (!line) continue;
        const hasMl = line.homeMoneyline != null && line.awayMoneyline != null;
        out.push({
          gameId: game.id,
          homeSpread: line.spread ?? null,
          total: line.overUnder ?? null,
          homeMl: hasMl ? line.homeMoneyline : null,
          awayMl: hasMl ? line.awayMoneyline : null,
          provider: line.provider,
        });
      }
    }
    return out;
  }

  async rankings(seasonYear: number): Promise<PollEntry[]> {
    const out: PollEntry[] = [];
    for (const seasonType of ["regular", "postseason"]) {
      const weeks = await this.get<CfbdRankingWeek[]>("/rankings", {
        year: seasonYear,
        seasonType,
      });
      for (const w of weeks) {
        const week = w.seasonType === "postseason" ? 23 : w.week === 1 ? 0 : w.week;
        for (const source of w.polls) {
          const poll = CFBD_POLLS[source.poll];
          if (!poll) continue;
          for (const r of source.ranks) {
            out.push({
              poll,
              week,
              rank: r.rank,
              teamId: r.teamId,
              points: r.points ?? 0,
              firstPlaceVotes: r.firstPlaceVotes ?? 0,
            });
          }
        }
      }
    }
    return out;
  }
}

function rankOf(provider: string) {
  const i = LINE_PROVIDER_PRIORITY.findIndex((p) => p.toLowerCase() === provider.toLowerCase());
  return i === -1 ? LINE_PROVIDER_PRIORITY.length : i;
}

export function stateOf(game: CfbdGame, tracked: TrackedGame, now: Date): GameState {
  const kickoff = Date.parse(tracked.kickoffAt);
  const home = game.homeLineScores ?? [];
  const away = game.awayLineScores ?? [];
  if (game.completed) {
    const h = toScores(home);
    const a = toScores(away);
    const overtime = home.length > 4 || away.length > 4;
    return {
      status: "final",
      period: overtime ? 5 : 4,
      clock: "Final",
      home: h,
      away: a,
      homeScore: game.homePoints ?? h.q1! + h.q2! + h.q3! + h.q4! + h.ot!,
      awayScore: game.awayPoints ?? a.q1! + a.q2! + a.q3! + a.q4! + a.ot!,
    };
  }
  if (now.getTime() < kickoff) {
    return unscoredState("scheduled");
  }
  if (now.getTime() - kickoff > NOT_PLAYED_AFTER_MS && game.homePoints == null) {
    return unscoredState("void");
  }
  // In progress: CFBD lists the periods played so far.
  const periods = Math.max(home.length, away.length, 1);
  const partial = (list: number[]): LineScores => ({
    q1: list.length > 1 ? list[0]! : null,
    q2: list.length > 2 ? list[1]! : null,
    q3: list.length > 3 ? list[2]! : null,
    q4: list.length > 4 ? list[3]! : null,
    ot: null,
  });
  return {
    status: "live",
    period: periods,
    clock: null,
    home: partial(home),
    away: partial(away),
    homeScore: game.homePoints ?? home.reduce((x, y) => x + y, 0),
    awayScore: game.awayPoints ?? away.reduce((x, y) => x + y, 0),
  };
}
