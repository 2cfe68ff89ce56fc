import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";

const CommissionerLog = lazyPart(() => import("./commissioner-log").then((m) => m.CommissionerLog));

/**
 * The league page's commissioner's log where it shows it (below the board on a phone): its code
 * and its answer load once its place comes near the viewport.
 */
export function LazyCommissionerLog(props: { leagueId: number; sportKey: string }) {
  return (
    <NearViewport
      estimate={200}
      margin={300}
      keep
      shell={(height) => <div style={{ height }} aria-hidden="true" />}
    >
      <CommissionerLog {...props} />
    </NearViewport>
  );
}
