// The built app on its own port with a fresh database (or a copy of a seeded one) and the demo
// data, for benchmarks that need a running product (npm run build first; honours PICKEM_DIST).
// Stopped when the process exits.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export const DEMO = { email: "alice@pickem.dev", password: "Pickem!2024" };

/**
 * Starts the server and resolves to its origin once /api/health answers.
 *
 * `background`: the server runs at the lowest CPU priority (`nice -n 19`), for benches of the page
 * in a browser. A fan's phone does not share its CPU with our Worker, but on this machine the local
 * Worker answering the page's calls runs on the same two cores as the page, and those benches
 * measure the page's main thread (Lighthouse multiplies every task it sees by its 4x CPU
 * slowdown). ADR 1103 has the figures. The load bench measures the server itself: not in the
 * background.
 *
 * `startupMs`: how long the migrations and the demo seed may take before /api/health answers; the
 * seed of a fresh database takes minutes when the other engineers' tests share the two cores.
 *
 * `seededState` (default `$BENCH_STATE`): a local state folder seeded before (an `npm start`
 * one); a copy of it is served as it is instead of seeding a fresh database, so builds compared
 * in turn sign in to the same data, and a bench still runs when the seed itself cannot.
 */
export async function startBenchServer(
  port,
  {
    background = false,
    gameDay = false,
    startupMs = 180_000,
    seededState = process.env.BENCH_STATE,
  } = {},
) {
  const origin = `http://localhost:${port}`;
  const state = `.wrangler/bench-${port}`;
  // gameDay: the replay is anchored so that the coming Saturday is in GAME_DAY_WEEK.
  const demoWeek = gameDay ? { DEMO_WEEK: String(gameDayDemoWeek()) } : {};
  if (seededState) {
    rmSync(state, { recursive: true, force: true });
    cpSync(seededState, state, { recursive: true });
  }
  const command = [
    "node",
    "scripts/start.mjs",
    "--no-build",
    seededState ? "--no-seed" : "--fresh",
  ];
  const [program, ...args] = background ? ["nice", "-n", "19", ...command] : command;
  const server = spawn(program, args, {
    env: {
      ...process.env,
      PORT: String(port),
      PICKEM_STATE: state,
      PICKEM_DIST: process.env.PICKEM_DIST ?? "dist",
      ...demoWeek,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) {
        if (gameDay) await toGameDayMorning(origin);
        return { origin, stop };
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`server on ${origin} did not start`);
}

/**
 * The college week the browser benches open (`gameDay`): 2024's week 14, rivalry week, 67 games,
 * the week issue 11 measured. Without it a bench measured whatever the hour made of the demo: the
 * demo commissioner's NFL league (12-16 games) from 26 to 29 November, and on a Saturday night a
 * college week with every game started.
 */
const GAME_DAY_WEEK = 14;
/** 9 AM Eastern on Saturday, before the first kickoff of the day. */
const MORNING_UTC_HOUR = 14;

/** The DEMO_WEEK a `gameDay` server's data is seeded with: its coming Saturday is in GAME_DAY_WEEK. */
export function gameDayDemoWeek(now = new Date()) {
  return GAME_DAY_WEEK - (saturdayPassed(now) ? 1 : 0);
}

/** Whether this week's Saturday morning is behind us (replay weeks run Monday to Sunday, ET). */
function saturdayPassed(now = new Date()) {
  const eastern = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      weekday: "short",
      hour: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return eastern.weekday === "Sun" || (eastern.weekday === "Sat" && Number(eastern.hour) >= 9);
}

/**
 * Moves the server's dev clock to the coming Saturday at 9 AM Eastern: the week's Saturday games
 * (60 of the 67) are open for picks, its Thursday and Friday games have started. Before anyone
 * signs in: tokens carry the server's time.
 */
async function toGameDayMorning(origin) {
  const { now } = await (await fetch(`${origin}/api/dev/clock`)).json();
  const target = new Date(now);
  target.setUTCHours(MORNING_UTC_HOUR, 0, 0, 0);
  target.setUTCDate(target.getUTCDate() + ((6 - target.getUTCDay() + 7) % 7));
  if (target <= new Date(now)) target.setUTCDate(target.getUTCDate() + 7);
  const res = await fetch(`${origin}/api/dev/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ now: target.toISOString() }),
  });
  if (!res.ok) throw new Error(`dev clock: ${res.status} ${await res.text()}`);
}

/** Logs the demo user in over the API: `{tokens: {access, refresh}, user}`. */
export async function demoLogin(origin) {
  const res = await fetch(`${origin}/api/users/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The id of the demo commissioner's first college football league: the sportsbook opens on it,
 * so the browser benches measure a college week (60+ games on a Saturday), the product's heaviest
 * screen. Their first league is the NFL one (a 12-16 game week), which the benches measured
 * without saying so from 26 to 29 November.
 */
export async function collegeLeagueId(origin, session) {
  const res = await fetch(`${origin}/api/leagues/`, {
    headers: { authorization: `Bearer ${session.tokens.access}` },
  });
  if (!res.ok) throw new Error(`leagues: ${res.status} ${await res.text()}`);
  const { results } = await res.json();
  const college = results.find((l) => l.sport_key === "ncaa-football");
  if (!college) throw new Error("the demo commissioner has no college football league");
  return college.id;
}

/**
 * Signs the open page's origin in the way the app keeps a session (tokens in localStorage), with
 * `leagueId` as the sportsbook's remembered league.
 */
export async function signInPage(page, session, leagueId) {
  await page.evaluate(
    ({ tokens, user, leagueId }) => {
      localStorage.setItem("pickem_token", tokens.access);
      localStorage.setItem("pickem_refresh", tokens.refresh);
      localStorage.setItem("pickem_user", JSON.stringify({ id: user.id, username: user.username }));
      localStorage.setItem("pickem_profile", JSON.stringify(user));
      localStorage.setItem(`pickem_sportsbook_league_${user.id}`, String(leagueId));
    },
    { tokens: session.tokens, user: session.user, leagueId },
  );
}

/** Stores `result` under `label` (e.g. "before", "after") in the JSON file, keeping the others. */
export function writeLabelled(file, label, result) {
  mkdirSync(dirname(file), { recursive: true });
  let all = {};
  try {
    all = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    // first run
  }
  all[label] = result;
  writeFileSync(file, JSON.stringify(all, null, 2) + "\n");
}
