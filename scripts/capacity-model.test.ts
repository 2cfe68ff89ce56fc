// The capacity model's arithmetic (scripts/capacity-model.ts, ADR 0413) on round figures worked
// out by hand, so a change to the model that moves its answer shows here.
import { describe, expect, it } from "vitest";
import {
  atQueryMs,
  capacity,
  deferredOf,
  loadOf,
  type MeasuredCosts,
  type RequestCost,
  type Traffic,
} from "./capacity-model";

const cost = (statements: number, db_ms: number, rows_written = 0, rows_read = 0): RequestCost => ({
  statements,
  rows_read,
  rows_written,
  db_ms,
});

const requestPath = {
  // A submit: 20 statements of 0.1 ms, 50 rows written, 100 rows read before its answer.
  submit: cost(20, 2, 50, 100),
  post: cost(10, 1, 10),
  vote: cost(10, 1, 10),
  standings: cost(5, 0.5, 0, 200),
  games: cost(5, 0.5, 0, 100),
  gradePerPick: cost(0.1, 0.01, 5, 20),
};
const costs: MeasuredCosts = {
  requestPath,
  withFanout: {
    ...requestPath,
    // Its fan-out adds 10 statements (1 ms), 10 rows written and 50 read, later, on the queue.
    submit: cost(30, 3, 60, 150),
    // A post's notifications double it.
    post: cost(20, 2, 20),
    gradePerPick: cost(0.5, 0.05, 10, 100),
  },
  bytesPerSubmission: 1200,
  weekOnlyBytesPerSubmission: 200,
};

const traffic: Traffic = {
  fans: 600_000,
  leagues: 60_000,
  leaguesPerFan: 1,
  picksPerSubmission: 5,
  peakShare: 0.5,
  peakMinutes: 10,
  gamesAnswersPerSubmission: 2,
  standingsPerSubmission: 0,
  gameDayActiveShare: 0.6,
  standingsPerActiveFanHour: 10,
  gamesAnswersPerActiveFanHour: 0,
  postsPerActiveFanHour: 0,
  votesPerActiveFanHour: 0,
  weeksPerSeason: 10,
};
const half = { maxDatabaseBytes: 10e9, targetUtilisation: 0.5 };

describe("the capacity model", () => {
  it("adds a mix of requests up per second, and the single writer's time they need", () => {
    const load = loadOf([
      [requestPath.submit, 100],
      [requestPath.games, 200],
    ]);
    expect(load.requests_per_s).toBe(300);
    expect(load.statements_per_s).toBe(100 * 20 + 200 * 5);
    expect(load.rows_written_per_s).toBe(5000);
    expect(load.rows_read_per_s).toBe(100 * 100 + 200 * 100);
    expect(load.db_ms_per_s).toBe(100 * 2 + 200 * 0.5);
    expect(load.utilisation).toBeCloseTo(0.3);
    // 300 ms over 3000 statements: 0.1 ms each, so D1 runs at most 10,000 of them a second.
    expect(load.avg_query_ms).toBeCloseTo(0.1);
    expect(load.max_queries_per_s).toBeCloseTo(10_000);
  });

  it("leaves to the queue what the fan-out adds to a request, never less than nothing", () => {
    expect(deferredOf(costs.withFanout.submit, requestPath.submit)).toEqual(cost(10, 1, 10, 50));
    // A noisy local timing can make the total's time the shorter: the deferred time is then 0.
    expect(deferredOf(cost(5, 1, 3), cost(4, 2, 3))).toEqual(cost(1, 0, 0, 0));
  });

  it("puts half the week's 600,000 submissions in 10 minutes: 500 a second, and finds the limit", () => {
    const result = capacity(costs, traffic, half);
    expect(result.submissions_per_week).toBe(600_000);
    expect(result.peak.submissions_per_s).toBe(500);
    // The request path: 500 submits (2 ms) and 1000 games answers (0.5 ms), 1.5 s a second.
    expect(result.peak.db_ms_per_s).toBe(1500);
    expect(result.peak.utilisation).toBeCloseTo(1.5);
    expect(result.peak.rows_written_per_s).toBe(25_000);
    // With the reads on replicas the primary has the submits' 1 s a second: 300,000 fans.
    expect(result.peak_primary_with_replicas.utilisation).toBeCloseTo(1);
    expect(result.fans_per_primary_with_replicas).toBe(300_000);
    // Game day: 360,000 fans open, 10 standings an hour each = 1000 a second at 0.5 ms.
    expect(result.game_day.requests_per_s).toBeCloseTo(1000);
    expect(result.game_day.utilisation).toBeCloseTo(0.5);
    // At half the writer's time: the peak allows 600,000 × 0.5 / 1.5 fans, game day 600,000.
    expect(result.fans_per_database.saturday_peak).toBe(200_000);
    expect(result.fans_per_database.game_day).toBe(600_000);
    // 6 million submissions of 1000 bytes kept a season (the 200 of a stored answer only a
    // week: 0.12 GB) = 6.12 GB: 10 GB holds 980,392 fans.
    expect(result.storage.bytes_per_season).toBe(6.12e9);
    expect(result.fans_per_database.storage).toBe(980_392);
    expect(result.breaks_first).toBe("saturday_peak");
    expect(result.databases_needed).toBe(3);
  });

  it("drains the peak's deferred work after the kickoff, or counts it in the peak at worst", () => {
    const result = capacity(costs, traffic, half);
    // 300,000 submissions at the peak leave 1 ms each to the consumer: 300 s of the writer.
    expect(result.peak_deferred).toEqual({
      per_submission: cost(10, 1, 10, 50),
      submissions: 300_000,
      db_seconds: 300,
      rows_written: 3_000_000,
    });
    // Worst case, drained during the peak: 500 × 3 ms + 1000 × 0.5 ms = 2 s a second (150,000
    // fans at half the writer), and 1.5 s with the reads on replicas (200,000).
    expect(result.peak_fanout_during.db_ms_per_s).toBe(2000);
    expect(result.fans_if_fanout_during_peak).toEqual({
      reads_on_primary: 150_000,
      reads_on_replicas: 200_000,
    });
    // A database of 200,000 fans (a third): 100 s of deferred work; the afternoon takes a third
    // of 0.5, leaving 1/3 of the writer: 300 s to drain.
    const { reads_on_primary: primary, reads_on_replicas: replicas } = result.drain_after_peak;
    expect(primary.fans).toBe(200_000);
    expect(primary.deferred_db_seconds).toBeCloseTo(100);
    expect(primary.spare_utilisation).toBeCloseTo(1 / 3);
    expect(primary.seconds).toBeCloseTo(300);
    // A primary of 300,000 with the reads on replicas: 150 s, the afternoon's writes are none here.
    expect(replicas.fans).toBe(300_000);
    expect(replicas.deferred_db_seconds).toBeCloseTo(150);
    expect(replicas.spare_utilisation).toBeCloseTo(0.5);
    expect(replicas.seconds).toBeCloseTo(300);
    // An afternoon that fills the writer leaves no time to drain.
    const busy = capacity(costs, { ...traffic, standingsPerActiveFanHour: 100 }, half);
    expect(busy.drain_after_peak.reads_on_primary.seconds).toBe(Infinity);
  });

  it("counts a post's fan-out in the game day, and grading's with the cron's share apart", () => {
    const result = capacity(costs, { ...traffic, postsPerActiveFanHour: 1 }, half);
    // 100 posts a second at their total of 2 ms, beside the standings' 500 ms.
    expect(result.game_day.db_ms_per_s).toBeCloseTo(700);
    expect(result.game_day_primary_with_replicas.db_ms_per_s).toBeCloseTo(200);
    // Grading 3,000,000 picks: 30 million rows written, 150 s of which the cron's own 30 s.
    expect(result.grading.picks).toBe(3_000_000);
    expect(result.grading.rows_written).toBe(30_000_000);
    expect(result.grading.db_seconds).toBeCloseTo(150);
    expect(result.grading.cron_db_seconds).toBeCloseTo(30);
    expect(result.grading.consumer_db_seconds).toBeCloseTo(120);
  });

  it("names storage when the season outgrows 10 GB before the writer is busy", () => {
    const heavy = { ...costs, bytesPerSubmission: 10_000, weekOnlyBytesPerSubmission: 0 };
    const result = capacity(
      heavy,
      { ...traffic, peakShare: 0.01 },
      {
        maxDatabaseBytes: 10e9,
        targetUtilisation: 0.7,
      },
    );
    expect(result.fans_per_database.storage).toBe(100_000);
    expect(result.breaks_first).toBe("storage");
    expect(result.databases_needed).toBe(6);
  });

  it("prices every statement at a planning figure when asked", () => {
    const planned = atQueryMs(costs, 1);
    expect(planned.requestPath.submit.db_ms).toBe(20);
    expect(planned.withFanout.submit.db_ms).toBe(30);
    expect(planned.withFanout.gradePerPick.db_ms).toBe(0.5);
    expect(planned.bytesPerSubmission).toBe(1200);
    // 500 submits of 20 ms and 1000 games answers of 5 ms: 15 s of writer time each second.
    const result = capacity(planned, traffic, half);
    expect(result.peak.utilisation).toBeCloseTo(15);
    expect(result.peak.max_queries_per_s).toBeCloseTo(1000);
    expect(result.fans_per_database.saturday_peak).toBe(20_000);
  });
});
