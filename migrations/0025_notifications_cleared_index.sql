-- Cleared notifications are purged by the daily job once their dedupe keys can no longer fire
-- (ADR 1401): this index finds them without reading every user's list.
CREATE INDEX notifications_cleared ON notifications (cleared_at) WHERE cleared_at IS NOT NULL;
