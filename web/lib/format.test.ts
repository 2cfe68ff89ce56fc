import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MLB_CALENDAR,
  NBA_CALENDAR,
  NFL_CALENDAR,
  SOCCER_CALENDAR,
} from "#domain/season/calendars";
import {
  formatAverageOdds,
  formatDateTime,
  formatDate,
  formatKickoff,
  formatKickoffDay,
  formatLine,
  formatLongDate,
  formatOdds,
  formatPercent,
  formatPrice,
  formatTime,
  lockCountdown,
  lockCountdownChangesAt,
  offlineUpdatedText,
  relativeTime,
  US_ENGLISH_FORMATS,
} from "./format";

const zone = { locale: "en-US", timeZone: "America/New_York" };
// Saturday, November 30, 2024, 3:30 PM in New York.
const kickoff = "2024-11-30T20:30:00Z";

describe("odds and lines", () => {
  it("signs odds and lines", () => {
    expect(formatOdds(150)).toBe("+150");
    expect(formatOdds(-110)).toBe("-110");
    expect(formatOdds(null)).toBe("—");
    expect(formatLine(3.5)).toBe("+3.5");
    expect(formatLine(-7)).toBe("-7");
    expect(formatLine(undefined)).toBe("");
  });
  it("shows average odds as a signed whole number or dashes", () => {
    expect(formatAverageOdds(112.4)).toBe("+112");
    expect(formatAverageOdds(-110)).toBe("-110");
    expect(formatAverageOdds(-112.6)).toBe("-113");
    expect(formatAverageOdds(104.2)).toBe("+104");
    expect(formatAverageOdds(null)).toBe("--");
    expect(formatAverageOdds(Number.NaN)).toBe("--");
  });
  it("shows a price as the sport's fans read it", () => {
    // Soccer in decimal (stored as American odds), the NFL in American odds.
    expect(formatPrice(-400, SOCCER_CALENDAR)).toBe("1.25");
    expect(formatPrice(150, SOCCER_CALENDAR)).toBe("2.50");
    expect(formatPrice(150, NFL_CALENDAR)).toBe("+150");
    // A missing price is a dash, but a sport whose lines have none shows nothing.
    expect(formatPrice(null, NFL_CALENDAR)).toBe("—");
    expect(formatPrice(null, NBA_CALENDAR)).toBe("");
    expect(formatPrice(null, MLB_CALENDAR)).toBe("");
  });
});

describe("instants", () => {
  it("formats a kickoff in the viewer's zone", () => {
    expect(formatKickoff(kickoff, zone)).toBe("Sat, Nov 30, 3:30 PM");
    expect(formatKickoffDay(kickoff, zone)).toBe("Sat 3:30 PM");
    expect(formatTime(kickoff, zone)).toBe("3:30 PM");
    expect(formatDate(kickoff, zone)).toBe("11/30/2024");
    expect(formatLongDate(kickoff, zone)).toBe("Saturday, November 30");
  });
  it("shows every time of day on the 12-hour clock, even where the locale prefers 24 hours", () => {
    const london = { locale: "en-GB", timeZone: "Europe/London" };
    const berlin = { locale: "de-DE", timeZone: "Europe/Berlin" };
    expect(formatTime("2024-11-30T16:59:00Z", london)).toMatch(/^4:59\s?pm$/i);
    expect(formatTime("2024-11-30T00:05:00Z", zone)).toBe("7:05 PM");
    expect(formatTime("2024-11-30T05:05:00Z", zone)).toBe("12:05 AM");
    expect(formatTime(kickoff, berlin)).not.toMatch(/21:30/);
    expect(formatKickoff(kickoff, london)).toMatch(/8:30\s?pm/i);
    expect(formatKickoffDay(kickoff, london)).toMatch(/8:30\s?pm/i);
    expect(formatDateTime("2024-11-30T20:30:05Z", zone)).toBe("Nov 30, 2024, 3:30:05 PM");
    expect(formatDateTime(kickoff, london)).toMatch(/8:30:00\s?pm/i);
  });
  it("says when saved data was fetched", () => {
    expect(offlineUpdatedText(kickoff, zone)).toBe("Offline — updated 3:30 PM");
  });
});

describe("relative time (spec)", () => {
  const now = Date.parse("2024-12-10T12:00:00Z");
  it("is 'Just now' under an hour, then hours, then days, then the date", () => {
    expect(relativeTime(now - 59 * 60_000, now, zone)).toBe("Just now");
    expect(relativeTime(now - 60 * 60_000, now, zone)).toBe("1h ago");
    expect(relativeTime(now - 23 * 3_600_000, now, zone)).toBe("23h ago");
    expect(relativeTime(now - 24 * 3_600_000, now, zone)).toBe("1d ago");
    expect(relativeTime(now - 6 * 86_400_000, now, zone)).toBe("6d ago");
    expect(relativeTime(kickoff, now, zone)).toBe("11/30/2024");
  });
  const BOARD_DATE = { month: "short", day: "numeric", year: "numeric" } as const;
  it("names the month after a week when a board asks for it (the league board)", () => {
    const boardNow = Date.parse("2024-10-10T12:00:00Z");
    const board = (iso: string) => relativeTime(iso, boardNow, zone, BOARD_DATE);
    expect(board("2024-10-10T11:30:00Z")).toBe("Just now");
    expect(board("2024-10-10T07:00:00Z")).toBe("5h ago");
    expect(board("2024-10-07T12:00:00Z")).toBe("3d ago");
    expect(board("2024-09-01T12:00:00Z")).toBe("Sep 1, 2024");
  });
});

describe("lock countdown", () => {
  it("counts down to the lock", () => {
    const now = Date.UTC(2024, 8, 7, 12);
    expect(lockCountdown(now + 2 * 86400_000 + 3 * 3600_000, now)).toBe("Locks in 2d 3h");
    expect(lockCountdown(now + 3600_000 + 5 * 60_000, now)).toBe("Locks in 1h 05m");
    expect(lockCountdown(now + 4 * 60_000 + 9_000, now)).toBe("Locks in 4m 09s");
    expect(lockCountdown(now - 1, now)).toBe("Locked");
  });
  it("knows when the countdown next reads differently, and reads the same until then", () => {
    const now = Date.UTC(2024, 8, 7, 12, 0, 0, 250);
    for (const lockAt of [
      now + 2 * 86400_000 + 3 * 3600_000 + 1234, // days: the next hour
      now + 86400_000 + 500, // days, about to show hours
      now + 3600_000 + 5 * 60_000 + 999, // hours: the next minute
      now + 4 * 60_000 + 9_000 + 1, // the last hour: the next second
      now + 700, // 'Locks in 0m 00s', then 'Locked'
    ]) {
      const next = lockCountdownChangesAt(lockAt, now)!;
      expect(next).toBeGreaterThan(now);
      expect(lockCountdown(lockAt, next - 1)).toBe(lockCountdown(lockAt, now));
      expect(lockCountdown(lockAt, next)).not.toBe(lockCountdown(lockAt, now));
    }
    // Hours move once an hour, not every second.
    expect(lockCountdownChangesAt(now + 2 * 86400_000 + 1_800_000, now)).toBe(now + 1_800_001);
    expect(lockCountdownChangesAt(now - 1, now)).toBeNull();
  });
});

describe("win percentages", () => {
  it("show one decimal, and 0.0% for nothing to divide", () => {
    expect(formatPercent(62.5)).toBe("62.5%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(Number.NaN)).toBe("0.0%");
  });
});

describe("US English without Intl (a page's first Intl call costs a phone 40–80 ms or more)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Counts the Intl date formatters made from now on. */
  function countIntl() {
    const made = { count: 0 };
    const Original = Intl.DateTimeFormat;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made.count++;
      }
    }
    vi.stubGlobal("Intl", { DateTimeFormat: Counted });
    return made;
  }

  it("writes every format character for character as Intl's en-US does", () => {
    const days = [
      [2026, 0, 1],
      [2026, 2, 8],
      [2026, 5, 15],
      [2026, 10, 1],
      [2024, 11, 31],
    ] as const;
    let compared = 0;
    for (const [key, write] of Object.entries(US_ENGLISH_FORMATS)) {
      const intl = new Intl.DateTimeFormat("en-US", JSON.parse(key) as Intl.DateTimeFormatOptions);
      for (const [y, m, d] of days) {
        for (let hour = 0; hour < 24; hour++) {
          for (const minute of [0, 5, 59]) {
            const at = new Date(y, m, d, hour, minute);
            expect(write(at), `${key} ${at.toISOString()}`).toBe(intl.format(at));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(5 * 5 * 24 * 3);
  });

  it("a device set to US English formats kickoffs and counts without calling Intl", async () => {
    vi.resetModules();
    vi.stubGlobal("navigator", { language: "en-US" });
    const intl = countIntl();
    const format = await import("./format");
    const at = new Date(2024, 10, 30, 15, 30);
    expect(format.formatKickoffDay(at)).toBe("Sat 3:30 PM");
    expect(format.formatKickoff(at)).toBe("Sat, Nov 30, 3:30 PM");
    expect(format.formatCount(1234567)).toBe("1,234,567");
    expect(format.formatCount(-1234)).toBe("-1,234");
    expect(format.formatCount(999)).toBe("999");
    expect(() => format.formatTime("not a date")).toThrow(RangeError);
    expect(intl.count).toBe(0);
    // A pinned zone (or any other locale) still goes through Intl.
    expect(format.formatTime(at, { timeZone: "UTC" })).toMatch(/^\d{1,2}:30 [AP]M$/);
    expect(intl.count).toBe(1);
  });

  it("another device locale keeps Intl's formats", async () => {
    vi.resetModules();
    vi.stubGlobal("navigator", { language: "de-DE" });
    const intl = countIntl();
    const format = await import("./format");
    format.formatTime(new Date(2024, 10, 30, 15, 30));
    expect(intl.count).toBe(1);
  });
});
