-- Issue 49 (ADR 0413): the pick cap in picks_guard_insert (migration 0029) counts a member's picks
-- of the week in the league, but no index starts with (league_id, user_id): SQLite searched
-- picks_league_week on league_id alone, reading every pick of the league's season on each insert
-- (263 rows a pick in a 50-member league by mid-season; ~700,000 in a 10,000-member one). With
-- this index it reads only the member's own picks in the league.
CREATE INDEX picks_member_week ON picks (league_id, user_id, week);
