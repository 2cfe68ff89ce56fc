import type { MentionMember } from "#domain/board/contract";
import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";

const Board = lazyPart(() => import("./board").then((m) => m.Board));

/**
 * A league's board where a screen shows it: its code and first page load once its place comes
 * near the viewport (below the standings on a phone), then it stays (a half-written post survives
 * scrolling away). A notification's link (target_id) opens it at once.
 */
export function LazyBoard(props: { leagueId: number; members: readonly MentionMember[] }) {
  return (
    <NearViewport
      estimate={320}
      margin={300}
      keep
      eager={new URLSearchParams(location.search).has("target_id")}
      shell={(height) => <div style={{ height }} aria-hidden="true" />}
    >
      <Board {...props} />
    </NearViewport>
  );
}
