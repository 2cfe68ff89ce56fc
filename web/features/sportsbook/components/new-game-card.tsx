/**
 * A game of the newer sportsbook's grid: kickoff and venue, the lock countdown, one row of odds
 * buttons per portion shown, and the user's submitted picks on it with Set lock.
 */
import type { SubmittedPick } from "#domain/picks/contract";
import { portionSuffix } from "#domain/picks/describe";
import type { PickType } from "#domain/picks/names";
import {
  choiceOfSubmittedPick,
  isShowableOdds,
  sameChoice,
  type PickChoice,
} from "#domain/picks/rules";
import { Icon } from "#web/ui/icons";
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import { LockCountdown } from "#web/ui/countdown";
import { formatKickoff, formatLine, formatOdds } from "#web/lib/format";
import { CardLockButtons, type LockChoice } from "./card-lock";
import type { Offer } from "./game-card";
import { pickText } from "./format";

export const NEW_SCREEN_PORTIONS = [
  { value: "full_game", label: "Full Game" },
  { value: "first_half", label: "First Half" },
  { value: "second_half", label: "Second Half" },
  { value: "first_quarter", label: "1st Quarter" },
  { value: "fourth_quarter", label: "4th Quarter" },
];

/** The market sides of one portion, in the order the grid shows them. */
/** An offer with the words on its button (the card says the game and the portion around it). */
type ShownOffer = Offer & { label: string };

function sidesOf(game: SportsbookGame, portion: string, o: OddsLine, bets: readonly string[]) {
  const { home_team: home, away_team: away } = game;
  const matchup = `${away.abbreviation}/${home.abbreviation}`;
  const side = (
    pickType: PickType,
    s: PickChoice["side"],
    label: string,
    odds: number | null,
    line: number | null,
    teamId: number | null,
    /** The pick's name on the slip and the lock question, when the button's words are not enough. */
    name = label,
  ): ShownOffer => ({
    choice: { gameId: game.id, pickType, gamePortion: portion, side: s, odds },
    pickedTeamId: teamId,
    line,
    label,
    name: name + portionSuffix(portion),
  });
  const out: ShownOffer[] = [];
  if (bets.includes("spread")) {
    if (o.away_spread !== null)
      out.push(
        side(
          "spread",
          "away",
          `${away.abbreviation} ${formatLine(o.away_spread)}`,
          o.away_spread_odds,
          o.away_spread,
          away.id,
        ),
      );
    if (o.home_spread !== null)
      out.push(
        side(
          "spread",
          "home",
          `${home.abbreviation} ${formatLine(o.home_spread)}`,
          o.home_spread_odds,
          o.home_spread,
          home.id,
        ),
      );
  }
  if (bets.includes("over_under") && o.total_points !== null)
    for (const [s, odds] of [
      ["over", o.over_odds],
      ["under", o.under_odds],
    ] as const) {
      const words = `${s === "over" ? "Over" : "Under"} ${o.total_points}`;
      out.push(side("over_under", s, words, odds, o.total_points, null, `${matchup} ${words}`));
    }
  if (bets.includes("moneyline"))
    out.push(
      side("moneyline", "away", `${away.abbreviation} ML`, o.away_ml_odds, null, away.id),
      side("moneyline", "home", `${home.abbreviation} ML`, o.home_ml_odds, null, home.id),
    );
  return out;
}

export function NewGameCard({
  game,
  lockAtMs,
  available,
  portions,
  bets,
  oddsShown,
  oddsProblem,
  isSelected,
  taken,
  onPick,
  submitted,
  canSetLock,
  onSetLock,
  lockChoices,
  onLock,
}: {
  game: SportsbookGame;
  lockAtMs: number;
  /** The game still takes picks in the selected league. */
  available: boolean;
  portions: readonly string[];
  bets: readonly string[];
  /** Whether odds pass the user's restriction (and are real odds). */
  oddsShown: (odds: number | null) => boolean;
  /** Why odds cannot be picked in the selected league (outside its range), or null. */
  oddsProblem: (odds: number | null) => string | null;
  isSelected: (offer: Offer) => boolean;
  /** The offer's market already has a pick (the other side, drafted or submitted). */
  taken: (offer: Offer) => boolean;
  onPick: (offer: Offer) => void;
  submitted: SubmittedPick[];
  canSetLock: (pick: SubmittedPick) => boolean;
  onSetLock: (pick: SubmittedPick) => void;
  /** The fan's pending picks on this game that can be made (or are) the week's lock. */
  lockChoices: LockChoice[];
  onLock: (key: string, on: boolean) => void;
}) {
  const markets = [
    ...(game.current_odds ? [{ game_portion: "full_game", ...game.current_odds }] : []),
    ...game.game_portion_odds,
  ].filter((o) => portions.includes(o.game_portion));
  return (
    <article className="game-card" data-testid={`game-${game.id}`}>
      <div className="small muted">
        {formatKickoff(game.game_time)}
        {game.venue ? ` · ${game.venue}` : ""}
      </div>
      <h3 className="matchup">
        {game.away_team.name} @ {game.home_team.name}
      </h3>
      <div>
        <LockCountdown at={lockAtMs} testId="lock-countdown" />
      </div>
      {markets.map((o) => (
        <div key={o.game_portion} className="game-section">
          <h5>{NEW_SCREEN_PORTIONS.find((p) => p.value === o.game_portion)?.label}</h5>
          <div className="market">
            {sidesOf(game, o.game_portion, o, bets)
              .filter((offer) => isShowableOdds(offer.choice.odds) && oddsShown(offer.choice.odds))
              .map((offer) => {
                const selected = isSelected(offer);
                // The user's submitted pick: its own look (check, or lock), never the grey.
                const mine = submitted.find((s) =>
                  sameChoice(choiceOfSubmittedPick(s), offer.choice),
                );
                // Spec section 4: disabled once the opposing side is chosen or submitted, or
                // when the odds are outside the selected league's range (a drafted pick can
                // still be taken back).
                const problem = oddsProblem(offer.choice.odds);
                const open = available && !mine && (selected || (!taken(offer) && !problem));
                return (
                  <button
                    type="button"
                    key={`${offer.choice.pickType}-${offer.choice.side}`}
                    className={`odds-btn ${mine ? "odds-submitted" : selected ? "odds-selected" : open ? "odds-available" : "odds-disabled"}`}
                    disabled={!open}
                    title={!open && !mine && problem ? problem : undefined}
                    aria-pressed={selected}
                    onClick={() => onPick(offer)}
                  >
                    <span className="odds-label">{offer.label}</span>
                    <span className="odds-price">{formatOdds(offer.choice.odds)}</span>
                    {mine && (
                      <span className="odds-check">
                        <Icon name={mine.is_lock ? "lock" : "check"} size={14} />
                        <span className="sr-only">
                          {mine.is_lock ? "Your lock pick" : "Your pick"}
                        </span>
                      </span>
                    )}
                  </button>
                );
              })}
          </div>
        </div>
      ))}
      <CardLockButtons choices={lockChoices} onLock={onLock} />
      {submitted.length > 0 && (
        <ul className="card-picks small">
          {submitted.map((p) => (
            <li key={p.id} className="card-pick">
              <span className="card-pick-text">
                {p.is_correct === true ? "✓ " : p.is_correct === false ? "✗ " : ""}
                {pickText(p)} {formatOdds(p.odds_at_pick)}
              </span>
              {p.is_lock ? (
                <span className="lock-tag">LOCK</span>
              ) : (
                canSetLock(p) && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    onClick={() => onSetLock(p)}
                  >
                    Set lock
                  </button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
