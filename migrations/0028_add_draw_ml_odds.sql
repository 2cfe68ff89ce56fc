ALTER TABLE odds ADD COLUMN draw_ml_odds INTEGER;
ALTER TABLE odds_history ADD COLUMN draw_ml_odds INTEGER;
