/** The survivor API's shapes (issue 47, ADR 0407): what the phone sends and what it reads. */
import * as v from "valibot";
import type { SurvivorResult } from "./rules";

const id = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(0, `${label} must be a whole number`),
  );

/** POST /api/leagues/{id}/survivor/pick/ */
export const SurvivorPickSchema = v.object({
  week: id("Week"),
  game_id: id("Game"),
  team_id: id("Team"),
});

export interface SurvivorPickJson {
  week: number;
  /** null with team_id null: a missed week (graded a loss). */
  game_id: number | null;
  team_id: number | null;
  /** The team's abbreviation (null for a missed week); the server sends it, a queued pick has none. */
  team_abbreviation?: string | null;
  result: SurvivorResult | "pending";
  is_auto: boolean;
}

/** GET /api/leagues/{id}/survivor/: one entry per active member, in standings order. */
export interface SurvivorPoolJson {
  entries: {
    user_id: number;
    username: string;
    status: "alive" | "eliminated";
    lives_left: number;
    weeks_survived: number;
    eliminated_week: number | null;
    /** Another member's pick is absent until its game has kicked off. */
    picks: SurvivorPickJson[];
  }[];
  current_week: number;
  /** The pool's last week (its sport's regular season): after it the pool is over. */
  last_week: number;
  /** The last fan standing, once a graded week left exactly one of several alive. */
  winner: { user_id: number; username: string; week: number } | null;
  alive_count: number;
  member_count: number;
}
