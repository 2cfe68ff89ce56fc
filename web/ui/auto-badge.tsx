import { Badge } from "./badge";

/**
 * The "Auto" pill on a pick the server made for a member who had no pick by the deadline
 * (issue 47's auto-pick; the pick answers it with `is_auto: true`): `{p.is_auto && <AutoBadge />}`.
 */
export function AutoBadge() {
  return (
    <Badge tone="info" title="Auto-pick: made for the member, who had no pick by the deadline">
      Auto
    </Badge>
  );
}
