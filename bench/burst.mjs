#!/usr/bin/env node
// `npm run bench:burst` (issue 49, ADR 0413): the minutes before a Saturday's first kickoff,
// bounded and loopback-only. Starts the built product on its own port (scripts/start.mjs through
// scripts/bench-server.mjs, its own state under .wrangler/), seeds BURST_FANS fans in
// BURST_LEAGUES leagues straight into the local D1 (one generated SQL file through
// `wrangler d1 execute --local`; the password hash copied from a demo account, access tokens
// signed as the Worker signs them), then:
//   1. every fan submits a full week of picks (the real route, an Idempotency-Key each, at most
//      BURST_CONCURRENCY in flight) while BURST_READERS clients read standings and the games
//      answer; a sample of accepted submits is sent again with the same key (a lost answer's retry);
//   2. the week is graded: the dev clock moves past the games (POST /api/dev/clock runs the jobs)
//      and the minute's cron fires; the standings are read again.
// After the server stops, SQL on its local D1 checks that every accepted submission is stored
// exactly once and that no pick was stored after its game's kickoff. Writes bench/results/burst.json.
// Run with tsx (`npm run bench:burst`): it signs tokens with the Worker's own signer.
//   BENCH_PORT (8850) BURST_FANS (3000) BURST_LEAGUES (300) BURST_CONCURRENCY (48) BURST_READERS (8)
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { startBenchServer } from "../scripts/bench-server.mjs";
import { GAME_DAY, burstSql, percentiles, sqlRows } from "./burst-parts.mjs";

// The Worker's own token signer (TypeScript, run through tsx), imported by a path held in a
// variable: the node project's type check (tsconfig.node.json, no Workers types) then does not
// pull the Worker's modules in.
const signer = "../worker/http/access-token.ts";
const { signAccessToken } = await import(signer);

const port = Number(process.env.BENCH_PORT ?? 8850);
const FANS = Number(process.env.BURST_FANS ?? 3000);
const LEAGUES = Number(process.env.BURST_LEAGUES ?? 300);
const CONCURRENCY = Number(process.env.BURST_CONCURRENCY ?? 48);
const READERS = Number(process.env.BURST_READERS ?? 8);
const PICKS = 5;
const WINDOW_S = 60;
const REPLAYS = 100;
const dist = process.env.PICKEM_DIST ?? "dist";

const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
const wrangler = (args) =>
  execFileSync("node_modules/.bin/wrangler", args, {
    encoding: "utf8",
    env,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 << 20,
  });
const sql = (state, command) =>
  sqlRows(
    wrangler([
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--json",
      "--command",
      command,
    ]),
  );

// The build (once) and the seeded demo state of this replay week (once a week).
if (!existsSync(`${dist}/ncaa_pickem/wrangler.json`)) {
  log("building once");
  execFileSync("npx", ["vite", "build"], { stdio: "inherit", env });
}
const week = GAME_DAY.week();
const base = `.wrangler/burst-base-w${week}-${GAME_DAY.monday()}`;
if (!existsSync(`${base}/seeded`)) {
  log(`seeding the demo data once into ${base} (DEMO_WEEK=${week})`);
  const seeded = spawnSync("node", ["scripts/start.mjs", "--no-build", "--fresh", "--no-serve"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PICKEM_STATE: base, DEMO_WEEK: String(week) },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${base} failed`);
  writeFileSync(`${base}/seeded`, new Date().toISOString());
}

// The fans and their leagues, straight into a copy of the seeded state.
const prepared = `.wrangler/burst-prepared-${port}`;
rmSync(prepared, { recursive: true, force: true });
cpSync(base, prepared, { recursive: true });
mkdirSync("tmp", { recursive: true });
const sqlFile = `tmp/burst-${port}.sql`;
writeFileSync(sqlFile, burstSql({ fans: FANS, leagues: LEAGUES, now: new Date().toISOString() }));
const seedStart = Date.now();
wrangler(["d1", "execute", "DB", "--local", "--persist-to", prepared, "--file", sqlFile]);
const fans = sql(
  prepared,
  "SELECT u.id, u.username, m.league_id FROM users u JOIN league_members m ON m.user_id = u.id WHERE u.email LIKE '%@burst.bench' ORDER BY u.id",
);
const seedMs = Date.now() - seedStart;
log(
  `seeded ${fans.length} fans in ${new Set(fans.map((f) => f.league_id)).size} leagues (${seedMs} ms)`,
);
if (fans.length !== FANS) throw new Error(`expected ${FANS} fans, found ${fans.length}`);

const { origin, stop } = await startBenchServer(port, { gameDay: true, seededState: prepared });
const state = `.wrangler/bench-${port}`;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (stop(), process.exit(130)));

const jwt = { JWT_SECRET: readFileSync(".dev.vars", "utf8").match(/^JWT_SECRET=(.*)$/m)[1] };
const serverNow = async () => new Date((await (await fetch(`${origin}/api/dev/clock`)).json()).now);
const signAll = async (now) =>
  Promise.all(fans.map((f) => signAccessToken(jwt, { id: f.id, username: f.username }, now)));

/** Every timed request: route → latencies (ms); errors by route and status. */
const timings = new Map();
const errors = [];
async function timed(route, path, token, init = {}) {
  const t0 = performance.now();
  let status = 0;
  let body;
  try {
    const res = await fetch(`${origin}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    status = res.status;
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch (err) {
    body = { error: String(err) };
  }
  const ms = performance.now() - t0;
  if (!timings.has(route)) timings.set(route, []);
  timings.get(route).push(ms);
  if (status < 200 || status >= 300)
    errors.push({ route, status, detail: JSON.stringify(body).slice(0, 200) });
  return { status, body };
}

const submitOf = (fan, games, i) => ({
  league_id: fan.league_id,
  week,
  lock_pick_index: i % PICKS,
  picks: Array.from({ length: PICKS }, (_, k) => {
    const g = games[(i + k) % games.length];
    return {
      game_id: g.id,
      pick_type: "spread",
      game_portion: "full_game",
      picked_team_id: (i + k) % 2 ? g.home_team.id : g.away_team.id,
    };
  }),
});
const post = (key, body) => ({
  method: "POST",
  headers: { "content-type": "application/json", "idempotency-key": key },
  body: JSON.stringify(body),
});

let result;
try {
  const now = await serverNow();
  let tokens = await signAll(now);
  // The week's open games with a spread in every league's odds range.
  const { body: answer } = await timed(
    "warmup",
    `/api/sportsbook/games/?week=${week}&league_id=${fans[0].league_id}`,
    tokens[0],
  );
  const games = answer.games.filter(
    (g) =>
      g.is_available &&
      g.current_odds?.home_spread !== null &&
      Math.abs(g.current_odds?.home_spread_odds ?? -110) <= 200 &&
      Math.abs(g.current_odds?.away_spread_odds ?? -110) <= 200,
  );
  if (games.length < PICKS) throw new Error(`only ${games.length} open games in week ${week}`);
  log(`server clock ${now.toISOString()}; week ${week}: ${games.length} open games`);

  // Phase 1: the burst.
  const accepted = new Map();
  let next = 0;
  let submitting = true;
  const phaseStart = performance.now();
  const submitter = async () => {
    while (next < fans.length) {
      const i = next++;
      const key = crypto.randomUUID();
      const body = submitOf(fans[i], games, i);
      const res = await timed(
        "submit_picks",
        "/api/weekly-picks/submit_picks/",
        tokens[i],
        post(key, body),
      );
      if (res.status === 201) accepted.set(i, { key, body, ids: res.body.picks.map((p) => p.id) });
    }
  };
  const reader = async (r) => {
    for (let n = r; submitting; n += READERS) {
      const i = (n * 7919) % fans.length;
      const league = fans[i].league_id;
      if (n % 2) await timed("standings", `/api/leagues/${league}/standings/`, tokens[i]);
      else
        await timed("games", `/api/sportsbook/games/?week=${week}&league_id=${league}`, tokens[i]);
    }
  };
  const readers = Array.from({ length: READERS }, (_, r) => reader(r));
  await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
  const burstS = (performance.now() - phaseStart) / 1000;
  submitting = false;
  await Promise.all(readers);
  log(`${accepted.size} of ${fans.length} submissions accepted in ${burstS.toFixed(1)} s`);

  // A lost answer's retry: the same key again answers the stored answer and stores nothing.
  let replaySame = 0;
  const sample = [...accepted.entries()].slice(0, REPLAYS);
  for (const [i, a] of sample) {
    const res = await timed(
      "submit_replay",
      "/api/weekly-picks/submit_picks/",
      tokens[i],
      post(a.key, a.body),
    );
    if (
      res.status === 201 &&
      JSON.stringify(res.body.picks.map((p) => p.id)) === JSON.stringify(a.ids)
    )
      replaySame += 1;
  }

  // Phase 2: the week is graded as on a Saturday evening: the clock past the last picked game
  // with the jobs' fan-out through the queue (as the cron does it), then the minute's cron, and the
  // queue's consumer grades each league (ADR 0411) — timed until no burst pick is left ungraded.
  const lastKickoff = Math.max(...games.map((g) => Date.parse(g.game_time)));
  const after = new Date(lastKickoff + 6 * 3600_000).toISOString();
  const gradeStart = performance.now();
  const clock = await fetch(`${origin}/api/dev/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ now: after, fanout: "queue" }),
  });
  if (!clock.ok) throw new Error(`dev clock: ${clock.status} ${await clock.text()}`);
  const clockMs = Math.round(performance.now() - gradeStart);
  const cronStart = performance.now();
  await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
  const cronMs = Math.round(performance.now() - cronStart);
  let ungraded = Infinity;
  while (ungraded > 0 && performance.now() - gradeStart < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      [{ n: ungraded }] = sql(
        state,
        `SELECT COUNT(*) AS n FROM picks WHERE result IS NULL AND user_id IN (SELECT id FROM users WHERE email LIKE '%@burst.bench')`,
      );
    } catch {
      // SQLITE_BUSY: the consumer is writing (this read runs beside the server); ask again.
    }
  }
  const gradedMs = Math.round(performance.now() - gradeStart);
  log(
    `graded: clock move + jobs ${clockMs} ms, minute cron ${cronMs} ms, every league graded by the queue ${gradedMs} ms`,
  );
  tokens = await signAll(await serverNow());
  for (let n = 0; n < 400; n++) {
    const i = (n * 7919) % fans.length;
    await timed(
      "standings_after_grading",
      `/api/leagues/${fans[i].league_id}/standings/`,
      tokens[i],
    );
  }

  const routes = Object.fromEntries(
    [...timings]
      .filter(([route]) => route !== "warmup")
      .map(([route, ms]) => [
        route,
        { ...percentiles(ms), errors: errors.filter((e) => e.route === route).length },
      ]),
  );
  result = {
    fans: FANS,
    leagues: LEAGUES,
    week,
    open_games: games.length,
    picks_per_submission: PICKS,
    concurrency: CONCURRENCY,
    readers: READERS,
    seed_ms: seedMs,
    burst: {
      window_s: WINDOW_S,
      seconds: Math.round(burstS * 10) / 10,
      within_window: burstS <= WINDOW_S,
      submissions_accepted: accepted.size,
      submissions_per_second: Math.round((accepted.size / burstS) * 10) / 10,
    },
    replays: { sent: sample.length, same_answer: replaySame },
    grading: {
      clock_move_and_jobs_ms: clockMs,
      minute_cron_ms: cronMs,
      all_leagues_graded_by_queue_ms: gradedMs,
    },
    routes,
    errors: errors.length,
    error_samples: errors.slice(0, 5),
    accepted,
  };
} finally {
  stop();
}

// The invariants, by SQL on the stopped server's local D1.
await new Promise((resolve) => setTimeout(resolve, 1500));
const burstPicks = "p.user_id IN (SELECT id FROM users WHERE email LIKE '%@burst.bench')";
const stored = sql(
  state,
  `SELECT p.id, p.user_id, p.game_id, p.result FROM picks p WHERE ${burstPicks}`,
);
const [late] = sql(
  state,
  `SELECT COUNT(*) AS n FROM picks p JOIN games g ON g.id = p.game_id WHERE ${burstPicks} AND p.submitted_at >= g.kickoff_at`,
);
const answered = new Set([...result.accepted.values()].flatMap((a) => a.ids));
const storedIds = new Set(stored.map((p) => p.id));
const pairs = new Set(stored.map((p) => `${p.user_id}:${p.game_id}`));
const invariants = {
  accepted_submissions: result.accepted.size,
  picks_answered: answered.size,
  picks_stored: stored.length,
  lost: [...answered].filter((id) => !storedIds.has(id)).length,
  duplicated: stored.length - pairs.size + stored.filter((p) => !answered.has(p.id)).length,
  stored_exactly_once: false,
  picks_after_kickoff: late.n,
  picks_ungraded_after_grading: stored.filter((p) => p.result === null).length,
};
invariants.stored_exactly_once =
  invariants.lost === 0 && invariants.duplicated === 0 && stored.length === answered.size;

let costs = null;
try {
  costs = JSON.parse(readFileSync("bench/results/costs.json", "utf8"));
} catch {
  // npm run bench:costs not run yet
}
delete result.accepted;
const data = {
  measured_at: new Date().toISOString(),
  base: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim(),
  machine: "this machine (2 cores, shared), wrangler dev + local D1, loopback",
  ...result,
  d1_rows_written_per_submission: costs?.submit_picks_mean.rows_written ?? null,
  d1_rows_written_per_submission_source: costs
    ? "bench/results/costs.json (submit_picks_mean)"
    : null,
  invariants,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/burst.json", `${JSON.stringify(data, null, 2)}\n`);
rmSync(sqlFile, { force: true });
rmSync(prepared, { recursive: true, force: true });
console.log(JSON.stringify(data, null, 2));
const ok =
  data.errors === 0 && invariants.stored_exactly_once && invariants.picks_after_kickoff === 0;
console.log(
  ok
    ? `✓ ${data.burst.submissions_accepted} submissions at ${data.burst.submissions_per_second}/s, 0 errors, 0 lost, 0 duplicated, none after kickoff`
    : `✗ errors ${data.errors}, lost ${invariants.lost}, duplicated ${invariants.duplicated}, after kickoff ${invariants.picks_after_kickoff}`,
);
process.exit(ok ? 0 : 1);
