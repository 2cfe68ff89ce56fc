-- A three-way match result (soccer, issue 45): the draw's price beside the two sides' moneyline,
-- on the current line and in its history. American odds like every other price; NULL for every
-- sport without a draw (docs/decisions/1602-four-more-sports.md).
ALTER TABLE odds ADD COLUMN draw_ml_odds INTEGER;
ALTER TABLE odds_history ADD COLUMN draw_ml_odds INTEGER;
