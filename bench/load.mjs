#!/usr/bin/env node
// `npm run bench:load`: a bounded load on the built product, loopback only. Starts the app on its
// own port with a fresh database and the demo data (npm run build first), signs the demo user in,
// then for each route — GET /api/health, the user's /api/leagues/, the week's
// /api/sportsbook/games/ and a league's standings — runs autocannon at 10 and at 50 connections
// for 20 s each, after 3 s at the same connections that are not counted (every route alike: the
// isolate's JIT and the kept answers warm up, as a deployed Worker's are). Writes p50 / p99 /
// errors to bench/results/load.json.
// The 20 s of each route are taken in slices, the routes in turn (health, leagues, games,
// standings, health, …), and each route's slices are counted as one run: a moment when this
// shared 2-core machine is busy elsewhere (or the minute's cron job runs in the isolate) then
// lands on every route alike instead of on whichever route was running.
// Goal: 0 errors, and each route's p99 within 2x /api/health's p99 at the same connections.
//   BENCH_PORT      port (default 8800)   BENCH_SECONDS   seconds per run (default 20)
//   BENCH_SLICES    slices per run (default 4; 1 runs each route's 20 s in one go)
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { demoLogin, startBenchServer } from "../scripts/bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 8800);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const slices = Number(process.env.BENCH_SLICES ?? 4);
const WARMUP_SECONDS = 3;
const CONNECTIONS = [10, 50];

const { origin, stop } = await startBenchServer(port);
try {
  const { tokens } = await demoLogin(origin);
  const headers = { authorization: `Bearer ${tokens.access}` };
  const get = async (path) => {
    const res = await fetch(`${origin}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const leagues = await get("/api/leagues/");
  const league = (Array.isArray(leagues) ? leagues : leagues.results)[0];
  const { weeks } = await get("/api/games/available_weeks/");
  const week = (weeks.find((w) => !w.all_games_complete) ?? weeks.at(-1)).week;

  const routes = [
    { name: "health", path: "/api/health", auth: false },
    { name: "leagues", path: "/api/leagues/", auth: true },
    { name: "sportsbook_games", path: `/api/sportsbook/games/?week=${week}`, auth: true },
    { name: "standings", path: `/api/leagues/${league.id}/standings/`, auth: true },
  ];

  // What each answer weighs on the wire (gzip -9, as the edge compresses JSON).
  const answers = [];
  for (const route of routes) {
    const res = await fetch(`${origin}${route.path}`, { headers: route.auth ? headers : {} });
    const body = Buffer.from(await res.arrayBuffer());
    answers.push({
      route: route.name,
      path: route.path,
      status: res.status,
      bytes: body.length,
      gzip_bytes: gzipSync(body, { level: 9 }).length,
    });
    console.log(
      `answer ${route.name.padEnd(17)} ${(body.length / 1024).toFixed(1)} KB, ${(gzipSync(body, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`,
    );
  }
  if (process.env.BENCH_ANSWERS_ONLY) process.exit(0);

  // The access token lives 15 minutes; the whole bench takes about 3.
  const results = [];
  for (const connections of CONNECTIONS) {
    const options = (route, duration) => ({
      url: `${origin}${route.path}`,
      connections,
      duration,
      headers: route.auth ? headers : {},
    });
    for (const route of routes) await autocannon(options(route, WARMUP_SECONDS));
    const parts = new Map(routes.map((route) => [route.name, []]));
    for (let slice = 0; slice < slices; slice++) {
      for (const route of routes) {
        const part = await autocannon({
          ...options(route, seconds / slices),
          skipAggregateResult: true,
        });
        parts.get(route.name).push(part);
      }
    }
    let healthP99 = null;
    for (const route of routes) {
      const run = autocannon.aggregateResult(parts.get(route.name), options(route, seconds));
      const row = {
        route: route.name,
        path: route.path,
        connections,
        requests: run.latency.totalCount,
        rps: Math.round(run.latency.totalCount / seconds),
        p50_ms: run.latency.p50,
        p99_ms: run.latency.p99,
        errors: run.errors + run.timeouts + run.non2xx,
      };
      if (route.name === "health") healthP99 = row.p99_ms;
      row.p99_vs_health = healthP99 ? Math.round((row.p99_ms / healthP99) * 100) / 100 : null;
      row.within_goal = row.errors === 0 && (row.p99_vs_health ?? 0) <= 2;
      results.push(row);
      console.log(
        `${String(connections).padStart(2)} conns  ${route.name.padEnd(17)} p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  ${row.rps} req/s  errors ${row.errors}  p99/health ${row.p99_vs_health}`,
      );
    }
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/load.json",
    JSON.stringify(
      {
        measured_at: new Date().toISOString(),
        machine: "this machine (2 cores), wrangler dev + local D1, loopback",
        seconds_per_run: seconds,
        slices_per_run: slices,
        order: "the routes in turn, one slice each, until every route has its seconds",
        warmup_seconds_per_run: WARMUP_SECONDS,
        goal: "0 errors; each route's p99 within 2x /api/health's p99 at the same connections",
        answers,
        results,
      },
      null,
      2,
    ) + "\n",
  );
} finally {
  stop();
}
