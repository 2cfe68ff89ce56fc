-- Web Push through the fan-out queue (issue 49, docs/decisions/0411-queues-fan-out.md).
--   push_deliveries  one row per notification and subscription the queue consumer pushed (or is
--                    pushing): claimed before the POST, released when the push service failed,
--                    so a redelivered queue message pushes nothing twice and a retry sends only
--                    what failed. Goes with its notification (the daily purge) or subscription.
CREATE TABLE push_deliveries (
  notification_id INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (notification_id, subscription_id)
) WITHOUT ROWID;
CREATE INDEX push_deliveries_subscription ON push_deliveries (subscription_id);
