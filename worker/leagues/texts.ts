/** What the leagues' routes answer in words (errors and confirmations), in one place. */
import { INVITATION_LIMITS } from "./membership";
import { LEAGUE_ACCESS_TEXT } from "./access";

export const LEAGUE_TEXT = {
  ...LEAGUE_ACCESS_TEXT,
  joined: "Successfully joined league!",
  alreadyMember: "You are already a member of this league",
  full: "This league is full",
  inactive: "This league is no longer active",
  needInvitation: "You need a new invitation to rejoin this league",
  badCode: "No league found with this code",
  joinNeedsTarget: "Provide a league code or a league id",
  commissionerCannotLeave: "The commissioner cannot leave the league",
  left: "Successfully left the league",
  removed: "Member removed successfully",
  cannotRemoveSelf: "The commissioner cannot be removed from the league",
  memberNotFound: "Member not found",
  alreadyInLeague: "This user is already a member of the league",
  maxBelowMembers: (n: number) => `Max members cannot be below the current member count (${n})`,
  invitedRecently: (when: string) =>
    `An invitation went to this address less than 10 minutes ago. Try again ${when}.`,
  invitationsPerDay: (when: string) =>
    `You can send up to ${INVITATION_LIMITS.perSender.limit} invitations a day. Try again ${when}.`,
} as const;
