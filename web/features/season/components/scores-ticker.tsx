/**
 * The scores ticker of the signed-in shell (spec 000 "Scores ticker"): sport selector, counts of
 * live / upcoming / final games, scroll left and right, minimise and expand. It refreshes every
 * 30 s while a game is live. It never shows made-up games: a failed call keeps the last scores
 * (saved by the service worker, with their time), and with none the ticker takes no room unless
 * the fan chose a sport, which then reads "Not saved on this device yet" offline.
 */
import { CachedNotice } from "#web/ui/cached-notice";
import { memo, useRef, useState } from "react";
import { sportOf, type TickerSport } from "#domain/season/sports";
import type { TickerGame } from "../api/season-api";
import { useTicker } from "../hooks/use-ticker";
import { TeamBadge } from "#web/ui/team-badge";
import { NearViewport } from "#web/ui/near-viewport";
import { Icon } from "#web/ui/icons";
import { SkeletonRows } from "#web/ui/skeleton";
import { NotSaved, useNotSaved } from "#web/ui/not-saved";
import {
  gameStatusText,
  oddsText,
  scoreAtFinal,
  tickerCounts,
  TICKER_TABS,
  tickerStatus,
} from "./ticker-format";
import "../season.css";

const sportLabel = (key: TickerSport) => sportOf(key).tickerName ?? sportOf(key).name;
/** What a phone's narrow sport button shows (the choices keep their full names). */
const sportShort = (key: TickerSport) => sportOf(key).tickerShort ?? sportLabel(key);

const MINIMIZED_KEY = "pickem_ticker_minimized";

const tickerShell = () => <div className="ticker-game ticker-game-shell" aria-hidden="true" />;

function readMinimized() {
  try {
    return localStorage.getItem(MINIMIZED_KEY) === "1";
  } catch {
    return false;
  }
}

export function ScoresTicker() {
  const [sport, setSport] = useState<TickerSport>(TICKER_TABS[0]!);
  // Until the fan picks a sport the ticker does: the first sport with games today, in the tabs'
  // order (college football; an NFL Sunday; a December Wednesday's NBA or NHL games).
  const [picked, setPicked] = useState(false);
  const [minimized, setMinimized] = useState(readMinimized);
  const { games, loading, failed } = useTicker(sport);
  const notSaved = useNotSaved(failed);
  const strip = useRef<HTMLDivElement>(null);
  const counts = tickerCounts(games);
  // Games drawn at once: what the row shows, two on a phone, six at 1440 px. The screen's width,
  // not the window's: reading innerWidth while rendering makes the browser lay the page out.
  const eager = screen.width / 240;

  const toggle = () => {
    const next = !minimized;
    setMinimized(next);
    try {
      localStorage.setItem(MINIMIZED_KEY, next ? "1" : "0");
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({
      left: direction * Math.max(240, strip.current.clientWidth * 0.8),
      behavior: "smooth",
    });

  // A day without games of the sport the ticker picked gives it no room at all (phones especially);
  // once a fan picked a sport, the row stays so they can pick again.
  if (!picked && !games.length && (sport !== TICKER_TABS[0] || !loading)) {
    const next = TICKER_TABS[TICKER_TABS.indexOf(sport) + 1];
    if (!loading && next) setSport(next);
    return null;
  }

  return (
    <section
      className={`scores-ticker${minimized ? " is-minimized" : ""}`}
      aria-label="Scores ticker"
    >
      <div className="ticker-bar">
        <label className="ticker-sport">
          <span className="sr-only">Sport</span>
          <select
            value={sport}
            onChange={(e) => {
              setPicked(true);
              setSport(e.target.value as TickerSport);
            }}
            aria-label="Sport"
          >
            {TICKER_TABS.map((s) => (
              <option key={s} value={s}>
                {sportLabel(s)}
              </option>
            ))}
          </select>
          {/* Phones: the select, see-through, lies over its short name (the games get the row). */}
          <span className="ticker-sport-short" aria-hidden="true">
            {sportShort(sport)}
            <Icon name="chevronDown" size={14} />
          </span>
        </label>
        <p className="ticker-counts" aria-live="polite">
          <span className="ticker-count ticker-count-live" data-testid="ticker-live-count">
            {counts.live} live
          </span>
          <span className="ticker-count" data-testid="ticker-upcoming-count">
            {counts.upcoming} upcoming
          </span>
          <span className="ticker-count" data-testid="ticker-final-count">
            {counts.final} final
          </span>
        </p>
        <CachedNotice path="/ticker/" />
        <div className="ticker-controls">
          {!minimized && (
            <>
              <button
                type="button"
                className="btn btn-ghost btn-sm ticker-scroll"
                onClick={() => scroll(-1)}
                aria-label="Scroll left"
              >
                <Icon name="chevronLeft" size={18} />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm ticker-scroll"
                onClick={() => scroll(1)}
                aria-label="Scroll right"
              >
                <Icon name="chevronRight" size={18} />
              </button>
            </>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm ticker-toggle"
            onClick={toggle}
            aria-expanded={!minimized}
          >
            <Icon name={minimized ? "chevronDown" : "chevronUp"} className="ticker-toggle-icon" />
            <span className="ticker-toggle-text">{minimized ? "Expand" : "Minimize"}</span>
          </button>
        </div>
      </div>
      {!minimized && (
        <div
          className="ticker-strip"
          ref={strip}
          // Scrolls sideways: reachable from the keyboard too.
          tabIndex={0}
          role="group"
          aria-label={`${sportLabel(sport)} games today`}
        >
          {loading && games.length === 0 ? (
            <SkeletonRows label="Loading scores" rows={3} height={56} />
          ) : notSaved ? (
            <NotSaved compact />
          ) : failed ? (
            <p className="ticker-empty">Scores unavailable right now</p>
          ) : games.length === 0 ? (
            <p className="ticker-empty">No {sportLabel(sport)} games today</p>
          ) : (
            // A Saturday has 60 games in this row and a phone shows two: the ones far to the
            // side are drawn as the fan scrolls to them.
            games.map((g, index) => (
              <NearViewport
                key={g.id}
                root={strip}
                className="ticker-slot"
                eager={index < eager}
                margin={400}
                estimate={0}
                shell={tickerShell}
              >
                <TickerCard game={g} />
              </NearViewport>
            ))
          )}
        </div>
      )}
    </section>
  );
}

// A card redraws only when its game's answer changes: the shell redraws on every navigation and
// sync change, and formatting a day's kickoffs each time is main-thread work a phone feels.
const TickerCard = memo(function TickerCard({ game }: { game: TickerGame }) {
  const status = tickerStatus(game);
  const odds = status === "upcoming" ? oddsText(game) : null;
  // The sport's data gives the score at the final only: say so rather than show a made-up 0–0.
  const scoreLater = scoreAtFinal(game);
  const showScores = status !== "upcoming" && game.status !== "void" && !scoreLater;
  return (
    <article
      className={`ticker-game ticker-${status}`}
      data-testid="ticker-game"
      data-status={status}
    >
      <header className="ticker-game-status">
        {status === "live" && <span className="ticker-live-dot" aria-hidden="true" />}
        {/* 'Sat' over '5:00 PM' in the phone's narrow column: the time never splits from AM/PM. */}
        <span>{gameStatusText(game).replace(/ ([AP]M)$/, "\u00a0$1")}</span>
        {scoreLater ? (
          <span className="ticker-note">Score at the final</span>
        ) : (
          game.tv_network && <span className="muted">{game.tv_network}</span>
        )}
      </header>
      {[game.away_team, game.home_team].map((team, i) => {
        const score = i === 0 ? game.away_score : game.home_score;
        const other = i === 0 ? game.home_score : game.away_score;
        const leading = showScores && score !== null && other !== null && score > other;
        return (
          <div
            key={team.id}
            className={`ticker-team${leading ? " is-leading" : ""}`}
            title={team.conference ?? undefined}
          >
            <TeamBadge team={team} size={22} />
            <span className="ticker-team-name">{team.name}</span>
            {showScores && <span className="ticker-score">{score ?? 0}</span>}
          </div>
        );
      })}
      {odds && <footer className="ticker-odds">{odds}</footer>}
    </article>
  );
});
