import type { SubmittedPick } from "#domain/picks/contract";
import { isDrawPick, portionSuffix } from "#domain/picks/describe";
import { formatLine } from "#web/lib/format";

/** The words of a submitted pick, with the line and price it was taken at. */
export function pickText(p: SubmittedPick): string {
  const g = p.game_detail;
  const portion = portionSuffix(p.game_portion);
  switch (p.pick_type) {
    case "spread":
      return `${p.picked_team_short ?? ""} ${formatLine(p.spread_at_pick)}${portion}`;
    case "moneyline":
      return isDrawPick(p)
        ? `${g.away_team_short}/${g.home_team_short} Draw${portion}`
        : `${p.picked_team_short ?? ""} ML${portion}`;
    case "over_under":
      return `${g.away_team_short}/${g.home_team_short} ${p.picked_value === "over" ? "Over" : "Under"} ${p.total_at_pick ?? ""}${portion}`;
    default: {
      const detail = p.player_prop_detail ?? p.team_prop_detail;
      const who = p.player_prop_detail?.player_name ?? p.team_prop_detail?.team_name ?? "";
      return `${who} ${detail?.stat_type.replace(/_/g, " ") ?? ""} ${p.picked_value === "over" ? "Over" : "Under"} ${p.prop_line_value ?? ""}`;
    }
  }
}
