/**
 * The capacity model of issue 49 (ADR 0413): from the measured per-request D1 costs
 * (bench/results/costs.json) and a traffic shape (the Saturday before the first kickoff, a game
 * day's afternoon), the load on one D1 database per second, set against D1's published limits: a
 * database runs one query at a time (its throughput is 1 / the average query time) and holds at
 * most 10 GB (https://developers.cloudflare.com/d1/platform/limits/). Pure arithmetic, so a unit
 * test holds it (scripts/capacity-model.test.ts); bench/capacity.mjs runs it on the figures.
 *
 * Two costs per request (bench:costs measures both): the request path (what the writer does before
 * the answer; the fan-out work is on the queue, ADR 0411) and the total with that fan-out work.
 * - The Saturday peak is the request path's: the deferred work of each submission (with fan-out −
 *   request path) is drained by the queue consumer, whose pace we set (`max_concurrency` on the
 *   consumer), so the model gives the time the writer needs to drain the peak's deferred work
 *   after the kickoff, beside the game day's load; and, as the worst case, the fans one database
 *   serves if the consumer drained it during the peak.
 * - The game day uses the totals: a board post's notifications land in the same hour.
 * - Grading and storage use the totals too (each league's grading, posts and awards on the queue; every
 *   stored row).
 */

/** One request's cost to D1, as bench/results/costs.json records it. */
export interface RequestCost {
  statements: number;
  rows_read: number;
  rows_written: number;
  /** The time the request waited on D1 (its queries run one at a time on the database), ms. */
  db_ms: number;
}

/** What each request of the model costs D1, in one of bench:costs's two modes. */
export interface PerRequestCosts {
  submit: RequestCost;
  post: RequestCost;
  vote: RequestCost;
  standings: RequestCost;
  games: RequestCost;
  /** Grading a finished week, per graded pick. */
  gradePerPick: RequestCost;
}

export interface MeasuredCosts {
  /** Before the answer: the fan-out work sent to the queue, not counted (costs.json's top level). */
  requestPath: PerRequestCosts;
  /** The database's total work: the fan-out work run in the request (costs.json's with_fanout). */
  withFanout: PerRequestCosts;
  /** How much the database grows per week's submission with its fan-out (D1 meta.size_after), bytes. */
  bytesPerSubmission: number;
  /** Of which the Idempotency-Key's stored answer, purged after a week (KEY_RETENTION_MS). */
  weekOnlyBytesPerSubmission: number;
}

/** The traffic the model assumes (ADR 0413 says why each figure). */
export interface Traffic {
  fans: number;
  leagues: number;
  /** Leagues a fan plays in: one week's submission per fan and league. */
  leaguesPerFan: number;
  picksPerSubmission: number;
  /** Share of a week's submissions in the last minutes before the first Saturday kickoff. */
  peakShare: number;
  peakMinutes: number;
  /** Reads that go with each submission at the peak (the sportsbook's games answer, standings). */
  gamesAnswersPerSubmission: number;
  standingsPerSubmission: number;
  /** The game day's afternoon: fans with the app open, and what each of them does an hour. */
  gameDayActiveShare: number;
  standingsPerActiveFanHour: number;
  gamesAnswersPerActiveFanHour: number;
  postsPerActiveFanHour: number;
  votesPerActiveFanHour: number;
  /** Weeks of picks a season keeps in the database. */
  weeksPerSeason: number;
}

/**
 * D1's published limits the model checks against. The single writer is in `loadOf`: queries run
 * one at a time, so at most 1000 / (average query ms) of them a second.
 */
export interface D1Limits {
  /** The largest database D1 allows (Workers Paid: 10 GB). */
  maxDatabaseBytes: number;
  /** The share of the single writer's time planned for (headroom for spikes and retries). */
  targetUtilisation: number;
}

export const ISSUE_49_TRAFFIC: Traffic = {
  fans: 1_000_000,
  leagues: 100_000,
  leaguesPerFan: 1,
  picksPerSubmission: 5,
  peakShare: 0.8,
  peakMinutes: 10,
  gamesAnswersPerSubmission: 2,
  standingsPerSubmission: 1,
  gameDayActiveShare: 0.5,
  standingsPerActiveFanHour: 6,
  gamesAnswersPerActiveFanHour: 2,
  postsPerActiveFanHour: 0.25,
  votesPerActiveFanHour: 1,
  weeksPerSeason: 15,
};

export const D1_LIMITS: D1Limits = { maxDatabaseBytes: 10 * 1000 ** 3, targetUtilisation: 0.7 };

/** A load on the database: what a second of it costs. */
export interface Load {
  requests_per_s: number;
  statements_per_s: number;
  rows_read_per_s: number;
  rows_written_per_s: number;
  /** Milliseconds of the single writer's time each second needs (1000 = fully busy). */
  db_ms_per_s: number;
  /** db_ms_per_s / 1000: above 1 the database cannot keep up at all. */
  utilisation: number;
  /** The average statement's time in this mix, and the queries/s D1 allows at that time. */
  avg_query_ms: number;
  max_queries_per_s: number;
}

/** What the queue consumer does later for one request: with fan-out − request path, never < 0. */
export function deferredOf(withFanout: RequestCost, requestPath: RequestCost): RequestCost {
  const less = (f: (c: RequestCost) => number) => Math.max(0, f(withFanout) - f(requestPath));
  return {
    statements: less((c) => c.statements),
    rows_read: less((c) => c.rows_read),
    rows_written: less((c) => c.rows_written),
    db_ms: less((c) => c.db_ms),
  };
}

/** The load of `mix` (requests per second of each cost). */
export function loadOf(mix: Array<[RequestCost, number]>): Load {
  const sum = (f: (c: RequestCost) => number) => mix.reduce((s, [c, rate]) => s + f(c) * rate, 0);
  const statements = sum((c) => c.statements);
  const dbMs = sum((c) => c.db_ms);
  const avgQueryMs = statements > 0 ? dbMs / statements : 0;
  return {
    requests_per_s: mix.reduce((s, [, rate]) => s + rate, 0),
    statements_per_s: statements,
    rows_read_per_s: sum((c) => c.rows_read),
    rows_written_per_s: sum((c) => c.rows_written),
    db_ms_per_s: dbMs,
    utilisation: dbMs / 1000,
    avg_query_ms: avgQueryMs,
    max_queries_per_s: avgQueryMs > 0 ? 1000 / avgQueryMs : Infinity,
  };
}

/** The peak's deferred work, drained after the kickoff by a database sized at its limit. */
export interface Drain {
  /** The fans of the database (its limit at the peak) and the writer's seconds of their deferred work. */
  fans: number;
  deferred_db_seconds: number;
  /** The share of the writer the game-day afternoon leaves free under the planned utilisation. */
  spare_utilisation: number;
  /** How long the consumer needs to drain it in that spare share (∞ when none is left). */
  seconds: number;
}

export interface CapacityResult {
  submissions_per_week: number;
  /** The peak on the primary, request path: submissions and their reads. */
  peak: Load & { submissions_per_s: number };
  /** The peak's submissions alone: the primary's load once the reads go to replicas. */
  peak_primary_with_replicas: Load;
  /** What each submission leaves to the queue consumer, and the whole peak's of it. */
  peak_deferred: {
    per_submission: RequestCost;
    submissions: number;
    db_seconds: number;
    rows_written: number;
  };
  /** The worst case: the consumer drains the deferred work during the peak (submits at their total). */
  peak_fanout_during: Load;
  /** The game day's afternoon, with a post's fan-out (it lands in the same hour). */
  game_day: Load;
  /** The game day's writes alone (posts, votes, with fan-out): the primary's once reads go to replicas. */
  game_day_primary_with_replicas: Load;
  grading: {
    picks: number;
    rows_written: number;
    /** The total with each league's grading, posts and awards; of which the cron's own, the rest the consumer's. */
    db_seconds: number;
    cron_db_seconds: number;
    consumer_db_seconds: number;
  };
  storage: { bytes_per_season: number; share_of_limit: number };
  /** Fans one database serves before each limit is reached (at the target utilisation). */
  fans_per_database: { saturday_peak: number; game_day: number; storage: number };
  /** Fans one primary serves at the peak when every read goes to a replica. */
  fans_per_primary_with_replicas: number;
  /** The same two if the deferred work ran during the peak (the consumer not held back). */
  fans_if_fanout_during_peak: { reads_on_primary: number; reads_on_replicas: number };
  /** The drain after the kickoff, for a database at its peak limit and for a primary with replicas. */
  drain_after_peak: { reads_on_primary: Drain; reads_on_replicas: Drain };
  breaks_first: "saturday_peak" | "game_day" | "storage";
  databases_needed: number;
}

/** The model: the traffic on one database, and how many fans one database serves. */
export function capacity(costs: MeasuredCosts, traffic: Traffic, limits: D1Limits): CapacityResult {
  const { requestPath: path, withFanout: total } = costs;
  const submissions = traffic.fans * traffic.leaguesPerFan;
  const submitRate = (submissions * traffic.peakShare) / (traffic.peakMinutes * 60);
  const peakReads: Array<[RequestCost, number]> = [
    [path.games, submitRate * traffic.gamesAnswersPerSubmission],
    [path.standings, submitRate * traffic.standingsPerSubmission],
  ];
  const peak = loadOf([[path.submit, submitRate], ...peakReads]);
  const primary = loadOf([[path.submit, submitRate]]);
  const deferred = deferredOf(total.submit, path.submit);
  const peakSubmissions = submissions * traffic.peakShare;
  const activePerS = (traffic.fans * traffic.gameDayActiveShare) / 3600;
  const gameDayWrites: Array<[RequestCost, number]> = [
    [total.post, activePerS * traffic.postsPerActiveFanHour],
    [total.vote, activePerS * traffic.votesPerActiveFanHour],
  ];
  const gameDay = loadOf([
    [path.standings, activePerS * traffic.standingsPerActiveFanHour],
    [path.games, activePerS * traffic.gamesAnswersPerActiveFanHour],
    ...gameDayWrites,
  ]);
  const gameDayPrimary = loadOf(gameDayWrites);
  const picks = submissions * traffic.picksPerSubmission;
  // What a season keeps: every week's picks and what goes with them, one week's stored answers.
  const bytesPerSeason =
    submissions *
    (traffic.weeksPerSeason * (costs.bytesPerSubmission - costs.weekOnlyBytesPerSubmission) +
      costs.weekOnlyBytesPerSubmission);
  // Each load grows with the number of fans: the fans at which it reaches the target.
  const fansAt = (utilisation: number) =>
    utilisation > 0
      ? Math.floor((traffic.fans * limits.targetUtilisation) / utilisation)
      : Infinity;
  const fansPerDatabase = {
    saturday_peak: fansAt(peak.utilisation),
    game_day: fansAt(gameDay.utilisation),
    storage:
      bytesPerSeason > 0
        ? Math.floor((traffic.fans * limits.maxDatabaseBytes) / bytesPerSeason)
        : Infinity,
  };
  const fansWithReplicas = fansAt(primary.utilisation);
  // A database of `fans`: its peak's deferred work, in what the afternoon leaves of the target.
  const drain = (fans: number, afternoon: Load): Drain => {
    const share = fans / traffic.fans;
    const work = (share * peakSubmissions * deferred.db_ms) / 1000;
    const spare = limits.targetUtilisation - share * afternoon.utilisation;
    return {
      fans,
      deferred_db_seconds: work,
      spare_utilisation: spare,
      seconds: work === 0 ? 0 : spare > 0 ? work / spare : Infinity,
    };
  };
  const [breaksFirst, fewest] = (
    Object.entries(fansPerDatabase) as Array<[CapacityResult["breaks_first"], number]>
  ).reduce((a, b) => (b[1] < a[1] ? b : a));
  return {
    submissions_per_week: submissions,
    peak: { ...peak, submissions_per_s: submitRate },
    peak_primary_with_replicas: primary,
    peak_deferred: {
      per_submission: deferred,
      submissions: peakSubmissions,
      db_seconds: (peakSubmissions * deferred.db_ms) / 1000,
      rows_written: peakSubmissions * deferred.rows_written,
    },
    peak_fanout_during: loadOf([[total.submit, submitRate], ...peakReads]),
    game_day: gameDay,
    game_day_primary_with_replicas: gameDayPrimary,
    grading: {
      picks,
      rows_written: picks * total.gradePerPick.rows_written,
      db_seconds: (picks * total.gradePerPick.db_ms) / 1000,
      cron_db_seconds: (picks * path.gradePerPick.db_ms) / 1000,
      consumer_db_seconds: (picks * deferredOf(total.gradePerPick, path.gradePerPick).db_ms) / 1000,
    },
    storage: {
      bytes_per_season: bytesPerSeason,
      share_of_limit: bytesPerSeason / limits.maxDatabaseBytes,
    },
    fans_per_database: fansPerDatabase,
    breaks_first: breaksFirst,
    databases_needed: Math.ceil(traffic.fans / fewest),
    fans_per_primary_with_replicas: fansWithReplicas,
    fans_if_fanout_during_peak: {
      reads_on_primary: fansAt(loadOf([[total.submit, submitRate], ...peakReads]).utilisation),
      reads_on_replicas: fansAt(loadOf([[total.submit, submitRate]]).utilisation),
    },
    drain_after_peak: {
      reads_on_primary: drain(fansPerDatabase.saturday_peak, gameDay),
      reads_on_replicas: drain(fansWithReplicas, gameDayPrimary),
    },
  };
}

/**
 * The same costs with every statement taking `queryMs` of the writer's time: the model at a
 * planning figure instead of this machine's local round trips (D1's limits page works its
 * throughput example at 1 ms a query).
 */
export function atQueryMs(costs: MeasuredCosts, queryMs: number): MeasuredCosts {
  const at = (c: RequestCost): RequestCost => ({ ...c, db_ms: c.statements * queryMs });
  const each = (p: PerRequestCosts): PerRequestCosts => ({
    submit: at(p.submit),
    post: at(p.post),
    vote: at(p.vote),
    standings: at(p.standings),
    games: at(p.games),
    gradePerPick: at(p.gradePerPick),
  });
  return {
    requestPath: each(costs.requestPath),
    withFanout: each(costs.withFanout),
    bytesPerSubmission: costs.bytesPerSubmission,
    weekOnlyBytesPerSubmission: costs.weekOnlyBytesPerSubmission,
  };
}
