import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";

const LiveScreen = lazyPart(() => import("./live-screen").then((m) => m.LiveScreen));

/**
 * The live leaderboard in its own chunk, downloaded as it comes onto the screen (below the
 * season's leaderboard on a phone): the league page's first visit stays within its budget. The route hands it to the league page (features
 * do not import each other).
 */
export function LazyLive(props: { leagueId: number; week: number | null; league: object }) {
  return (
    <NearViewport
      estimate={320}
      margin={0}
      keep
      className="live-slot"
      shell={(height) => <div style={{ height }} />}
    >
      <LiveScreen {...props} />
    </NearViewport>
  );
}
