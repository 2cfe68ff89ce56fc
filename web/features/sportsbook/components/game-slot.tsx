import { memo, type ComponentType } from "react";
import type { SportsbookGame } from "#domain/sportsbook/contract";
import { formatKickoff } from "#web/lib/format";
import { NearViewport } from "#web/ui/near-viewport";

/**
 * One game of a sportsbook list (both screens). Far from the screen it is a light shell that does
 * not re-render with the page (memo: its props are the game and the card component, both stable);
 * near it, `Card` draws the game and reads the picks and the clock from its screen's context.
 */
export const GameSlot = memo(function GameSlot({
  game,
  eager,
  estimate,
  Card,
}: {
  game: SportsbookGame;
  /** Drawn at once (the first cards are on the first screen). */
  eager: boolean;
  /** Height of a card not drawn yet, px. */
  estimate: number;
  Card: ComponentType<{ game: SportsbookGame }>;
}) {
  return (
    <NearViewport
      eager={eager}
      estimate={estimate}
      shell={(height) => (
        <article
          className="game-card game-card-shell"
          data-testid={`game-${game.id}`}
          aria-label={`${game.away_team.name} at ${game.home_team.name}`}
          style={{ height }}
        >
          <span className="small muted">{formatKickoff(game.game_time)}</span>
        </article>
      )}
    >
      <Card game={game} />
    </NearViewport>
  );
});
