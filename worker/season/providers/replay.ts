/**
 * The replay of the bundled 2024 seasons (college football and the NFL alike): each game's state
 * at `now` comes from its real result (game_source_results: line scores when the source has them,
 * final points always) and its shifted kickoff, by domain/replay/timeline.ts.
 */
import { parseLineScores, replayState } from "#domain/replay/timeline";
import type {
  GameState,
  LineUpdate,
  PollEntry,
  SportsDataProvider,
  TrackedGame,
} from "#worker/season/providers/provider";

interface SourceRow {
  game_id: number;
  completed: number;
  home_points: number | null;
  away_points: number | null;
  home_line_scores: string | null;
  away_line_scores: string | null;
}

export class ReplayProvider implements SportsDataProvider {
  readonly name = "replay";
  constructor(private readonly db: D1Database) {}

  async gameStates(games: TrackedGame[], now: Date) {
    const sources = new Map<number, SourceRow>();
    for (let i = 0; i < games.length; i += 100) {
      const ids = games.slice(i, i + 100).map((g) => g.id);
      const { results } = await this.db
        .prepare(
          `SELECT game_id, completed, home_points, away_points, home_line_scores, away_line_scores FROM game_source_results WHERE game_id IN (${ids.map(() => "?").join(",")})`,
        )
        .bind(...ids)
        .all<SourceRow>();
      for (const r of results) sources.set(r.game_id, r);
    }
    const out: Array<{ id: number; state: GameState }> = [];
    for (const g of games) {
      const source = sources.get(g.id);
      if (!source) continue;
      out.push({
        id: g.id,
        state: replayState(
          {
            completed: source.completed === 1,
            homePeriods: parseLineScores(source.home_line_scores),
            awayPeriods: parseLineScores(source.away_line_scores),
            homePoints: source.home_points,
            awayPoints: source.away_points,
          },
          new Date(g.kickoffAt),
          now,
        ),
      });
    }
    return out;
  }

  /** The bundled data has closing lines only, imported up front: the replay has no line moves. */
  async lines(): Promise<LineUpdate[]> {
    return [];
  }

  /** Polls are imported up front with their (shifted) release instants. */
  async rankings(): Promise<PollEntry[]> {
    return [];
  }
}
