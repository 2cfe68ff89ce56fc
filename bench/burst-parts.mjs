// The parts of `npm run bench:burst` (bench/burst.mjs) that are plain arithmetic and text: the
// replay week it plays, the SQL that seeds its fans, percentiles, and reading `wrangler d1
// execute --json` output.
import { gameDayDemoWeek } from "../scripts/bench-server.mjs";

/** The week a game-day server opens (scripts/bench-server.mjs) and the ET week the seed is for. */
export const GAME_DAY = {
  week: () => gameDayDemoWeek(),
  /** The Monday (Eastern) of this week: a seed anchors its replay to the week it ran in. */
  monday(now = new Date()) {
    const day = (d) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(d);
    const weekday = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      weekday: "short",
    }).format(now);
    const back = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekday);
    return day(new Date(now.getTime() - back * 86_400_000));
  },
};

/**
 * The fans (`burst<i>`, e-mail `@burst.bench`, the demo account alice's password hash) and
 * `leagues` college football leagues of the current season, `fans / leagues` members each (the
 * first the commissioner), as three set-based statements.
 */
export function burstSql({ fans, leagues, now }) {
  const members = Math.floor(fans / leagues);
  if (members * leagues !== fans) throw new Error("fans must be a multiple of leagues");
  const n = (count) =>
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count} - 1)`;
  const first = "(SELECT MIN(id) FROM users WHERE email LIKE '%@burst.bench')";
  return `${n(fans)}
INSERT INTO users (email, username, first_name, password_hash, email_verified_at, date_joined, updated_at)
SELECT 'burst' || i || '@burst.bench', 'burst' || i, 'Fan',
       (SELECT password_hash FROM users WHERE email = 'alice@pickem.dev'), '${now}', '${now}', '${now}' FROM n;
${n(leagues)}
INSERT INTO leagues (name, code, creator_id, sport_id, season_id, max_members, member_count, created_at, updated_at)
SELECT 'Burst bench ' || i, 'BZ' || printf('%06d', i), ${first} + i * ${members}, se.sport_id, se.id,
       50, ${members}, '${now}', '${now}'
FROM n, (SELECT s.id, s.sport_id FROM seasons s JOIN sports sp ON sp.id = s.sport_id
         WHERE sp.key = 'ncaa-football' AND s.is_current = 1) se;
INSERT INTO league_members (league_id, user_id, role, status, joined_at)
SELECT l.id, u.id, CASE WHEN u.id = l.creator_id THEN 'admin' ELSE 'member' END, 'active', '${now}'
FROM leagues l JOIN users u ON u.id >= l.creator_id AND u.id < l.creator_id + ${members}
WHERE l.name LIKE 'Burst bench %' AND u.email LIKE '%@burst.bench';
`;
}

/** p50 / p99 / max (ms, one decimal) and the count of a list of latencies. */
export function percentiles(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { count: sorted.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1) };
}

/** The rows of the last statement in `wrangler d1 execute --json` output. */
export function sqlRows(output) {
  const parsed = JSON.parse(output.slice(output.indexOf("[")));
  return parsed.at(-1).results;
}
