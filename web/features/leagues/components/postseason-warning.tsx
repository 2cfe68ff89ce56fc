import { onlyPostseasonLeft } from "#domain/leagues/weeks";
import { NCAA_CALENDAR, type SportCalendar } from "#domain/season/calendars";
import { useApiQuery } from "#web/lib/query";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { seasonWeeksQuery } from "../api/leagues-api";

export const NOTHING_TO_PICK_TEXT =
  "The regular season is over: without the postseason this league would have nothing to pick this season.";

/**
 * Create League in December: the defaults leave every postseason stage out, which would make a
 * league with nothing to pick. Said before creating, with the one-tap way out. The weeks read are
 * college football's (the only season the weeks call answers).
 */
export function PostseasonWarning({
  calendar,
  postseasonOn,
  onInclude,
}: {
  calendar: SportCalendar;
  postseasonOn: boolean;
  onInclude: () => void;
}) {
  const college = calendar.sport === NCAA_CALENDAR.sport;
  const { data } = useApiQuery({ ...seasonWeeksQuery(), enabled: college && !postseasonOn });
  if (!college || postseasonOn || !data || !onlyPostseasonLeft(data.weeks, calendar)) return null;
  return (
    <Banner kind="warning" className="postseason-warning">
      <div className="stack-sm">
        <p>{NOTHING_TO_PICK_TEXT}</p>
        <Button size="sm" variant="secondary" onClick={onInclude}>
          Include the postseason
        </Button>
      </div>
    </Banner>
  );
}
