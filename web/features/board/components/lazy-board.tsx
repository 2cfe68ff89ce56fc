import { useEffect, useRef, useState } from "react";
import type { MentionMember } from "#domain/board/contract";
import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";

const Board = lazyPart(() => import("./board").then((m) => m.Board));

/**
 * A league's board where a screen shows it: its code and first page load once its place comes
 * near the viewport (below the standings on a phone), then it stays (a half-written post survives
 * scrolling away). A notification — `target_id` in the address or a `notificationTarget` window
 * event, whose detail is handed to the board — opens it at once.
 */
export function LazyBoard(props: { leagueId: number; members: readonly MentionMember[] }) {
  const [event, setEvent] = useState<unknown>(null);
  useEffect(() => {
    const heard = (e: Event) => setEvent((e as CustomEvent).detail);
    addEventListener("notificationTarget", heard);
    return () => removeEventListener("notificationTarget", heard);
  }, []);
  // Once asked for, the board stays drawn (the address losing its parameters changes nothing).
  const now = useRef(false);
  now.current ||= event !== null || location.search.includes("target_id=");
  return (
    <NearViewport
      key={+now.current}
      estimate={320}
      margin={300}
      keep
      eager={now.current}
      shell={(height) => <div style={{ height }} aria-hidden="true" />}
    >
      <Board {...props} event={event} />
    </NearViewport>
  );
}
