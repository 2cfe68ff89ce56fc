/**
 * The provider the environment configures (SPORTS_DATA_PROVIDER): the replay of the bundled 2024
 * season ("replay", local) or CollegeFootballData ("cfbd", key in the CFBD_API_KEY secret).
 */
import type { Env } from "#worker/env";
import { CfbdProvider } from "./cfbd";
import type { SportsDataProvider } from "./provider";
import { ReplayProvider } from "./replay";

export type { GameState, LineUpdate, PollEntry, SportsDataProvider, TrackedGame } from "./provider";

export function providerFor(env: Env): SportsDataProvider {
  if (env.SPORTS_DATA_PROVIDER === "cfbd") {
    if (!env.CFBD_API_KEY)
      throw new Error("SPORTS_DATA_PROVIDER=cfbd needs the CFBD_API_KEY secret");
    return new CfbdProvider(env.CFBD_API_KEY, fetch);
  }
  return new ReplayProvider(env.DB);
}
