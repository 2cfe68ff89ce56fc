-- Issue 46 (ADR 0406): a confidence league's standings sum, per member, the ranks of the picks
-- not graded yet (points still possible). Only ungraded picks are indexed, so the index stays as
-- small as one week's picks and each member's sum reads only their open picks.
CREATE INDEX picks_ungraded_member ON picks (league_id, user_id) WHERE result IS NULL;
