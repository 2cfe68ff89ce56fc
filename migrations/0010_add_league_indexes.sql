-- Leagues: lookups the league routes make per request without scanning.
-- A user's points across their leagues (dashboard, league lists).
CREATE INDEX league_week_points_user ON league_week_points (user_id, league_id);
-- Active members of a league (standings, member counts) and a commissioner's leagues.
CREATE INDEX league_members_league_status ON league_members (league_id, status);
CREATE INDEX leagues_creator ON leagues (creator_id);
-- Invitations by e-mail (join checks the invitee's pending invitation).
CREATE INDEX league_invitations_email ON league_invitations (email, league_id);
