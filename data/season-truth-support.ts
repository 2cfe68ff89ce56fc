/**
 * The result of every line of the four new seasons' files, computed straight from the files with
 * nothing of the product's code but a CSV reader: the independent side of the grading proof
 * (issue 45). Each market is keyed by the product's game id (ADR 1602: 9_100_000 + the NBA file's
 * row, 9_200_000 + MLB's, 9_300_000 + soccer's, 9_400_000 + the NHL results' row) and the side
 * the pick takes, with the line as a ticket shows it from that side.
 */
import { parseCsv } from "./csv";

export type Truth = "win" | "loss" | "push";
export interface LineTruth {
  gameId: number;
  market: "spread" | "over_under" | "moneyline";
  side: "home" | "away" | "draw" | "over" | "under";
  /** The line from the side's point of view (spread) or the total; null for a moneyline. */
  line: number | null;
  truth: Truth;
}

const sign = (x: number): Truth => (x > 0 ? "win" : x < 0 ? "loss" : "push");
/** A handicap bet: on a quarter line half the stake on each neighbouring line, netted. */
function handicap(margin: number, line: number): Truth {
  const quarter = Math.abs((line * 4) % 2) === 1;
  if (!quarter) return sign(margin + line);
  const halves = [line - 0.25, line + 0.25].map((l) => Math.sign(margin + l));
  return sign(halves[0]! + halves[1]!);
}
const both = (gameId: number, home: number, away: number, line: number): LineTruth[] => [
  { gameId, market: "spread", side: "home", line, truth: handicap(home - away, line) },
  { gameId, market: "spread", side: "away", line: -line, truth: handicap(away - home, -line) },
];
const totals = (gameId: number, points: number, line: number): LineTruth[] => [
  { gameId, market: "over_under", side: "over", line, truth: sign(points - line) },
  { gameId, market: "over_under", side: "under", line, truth: sign(line - points) },
];

/** Premier League: the three outcomes, the closing Asian handicap (AHCh), over/under 2.5. */
export function soccerTruth(text: string): LineTruth[] {
  return parseCsv(text.replace(/^\uFEFF/, "")).flatMap((r, i) => {
    const id = 9_300_000 + i + 1;
    const [h, a] = [Number(r.FTHG), Number(r.FTAG)];
    const outcome = r.FTR === "H" ? "home" : r.FTR === "A" ? "away" : "draw";
    const ml = (["home", "draw", "away"] as const).map((side): LineTruth => ({
      gameId: id,
      market: "moneyline",
      side,
      line: null,
      truth: side === outcome ? "win" : "loss",
    }));
    return [...ml, ...both(id, h, a, Number(r.AHCh)), ...totals(id, h + a, 2.5)];
  });
}

/** NBA: the file's own cover and over labels (id_spread, id_total) for the closing line. */
export function nbaTruth(text: string): LineTruth[] {
  const label = (v: string, yes: Truth): Truth =>
    v === "2" ? "push" : v === "1" ? yes : yes === "win" ? "loss" : "win";
  return parseCsv(text).flatMap((r, i) => {
    const id = 9_100_000 + i + 1;
    const favourite = r.whos_favored as "home" | "away";
    const spread = Number(r.spread);
    const covered = label(r.id_spread!, "win");
    const over = label(r.id_total!, "win");
    const flip = (t: Truth): Truth => (t === "win" ? "loss" : t === "loss" ? "win" : "push");
    const homeLine = favourite === "home" ? -spread : spread;
    const total = Number(r.total);
    return [
      {
        gameId: id,
        market: "spread",
        side: "home",
        line: homeLine,
        truth: favourite === "home" ? covered : flip(covered),
      },
      {
        gameId: id,
        market: "spread",
        side: "away",
        line: -homeLine,
        truth: favourite === "away" ? covered : flip(covered),
      },
      { gameId: id, market: "over_under", side: "over", line: total, truth: over },
      { gameId: id, market: "over_under", side: "under", line: total, truth: flip(over) },
    ] satisfies LineTruth[];
  });
}

/**
 * NHL: each game's odds row (BetMGM, else Caesars) joined to its result on date + teams, graded
 * on the final goals (a shootout winner credited one goal, as the file records it).
 */
export function nhlTruth(results: string, odds: string, names: Map<string, string>): LineTruth[] {
  const lines = new Map<string, Record<string, string>>();
  for (const o of parseCsv(odds)) {
    const key = `${o.date}|${o.home_team}|${o.away_team}`;
    if (!lines.has(key) || o.bookmaker === "betmgm") lines.set(key, o);
  }
  return parseCsv(results).flatMap((r, i) => {
    const id = 9_400_000 + i + 1;
    const o = lines.get(`${r.date}|${names.get(r.home!)}|${names.get(r.away!)}`);
    if (!o) return [];
    const [h, a] = [Number(r.home_goals), Number(r.away_goals)];
    const winner = r.home_win === "1" ? "home" : "away";
    return [
      ...(["home", "away"] as const).map((side): LineTruth => ({
        gameId: id,
        market: "moneyline",
        side,
        line: null,
        truth: side === winner ? "win" : "loss",
      })),
      ...both(id, h, a, Number(o.spread_home)),
      ...totals(id, h + a, Number(o.total_line)),
    ];
  });
}

/** MLB: the winner of each game of the Retrosheet log (fields 10 and 11: visitor, home runs). */
export function mlbTruth(text: string): LineTruth[] {
  return text
    .trim()
    .split("\n")
    .flatMap((line, i) => {
      const f = line.split(",").map((c) => c.replace(/^"|"$/g, ""));
      const [away, home] = [Number(f[9]), Number(f[10])];
      const id = 9_200_000 + i + 1;
      return (["home", "away"] as const).map((side): LineTruth => ({
        gameId: id,
        market: "moneyline",
        side,
        line: null,
        truth: (side === "home" ? home > away : away > home) ? "win" : "loss",
      }));
    });
}
