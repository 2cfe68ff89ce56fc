import { lazyPart } from "#web/ui/lazy-dialog";

/**
 * The survivor screen's own chunk: only a survivor league's page downloads it, so no other
 * route's first visit grows. The route hands it to the league page (features do not import each
 * other).
 */
export const LazySurvivor = lazyPart(() =>
  import("./survivor-screen").then((m) => m.SurvivorScreen),
);
