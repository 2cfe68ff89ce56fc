import type { LeagueDetail } from "#domain/leagues/contract";
import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";

const CommissionerActs = lazyPart(() =>
  import("./commissioner-acts").then((m) => m.CommissionerActs),
);

/**
 * The commissioner's corrections and downloads in Commissioner Tools: their code and the week's
 * games load once they are on screen (a phone's closed tools draw nothing), then they stay (a
 * half-written reason survives closing the tools).
 */
export function LazyCommissionerActs(props: {
  league: LeagueDetail;
  week: number;
  weeks: readonly number[];
}) {
  return (
    <NearViewport
      estimate={420}
      margin={200}
      keep
      shell={(height) => <div style={{ height }} aria-hidden="true" />}
    >
      <CommissionerActs {...props} />
    </NearViewport>
  );
}
