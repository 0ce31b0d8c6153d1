-- 我的订单 and 我的需求 list a user's orders and needs newest first, and 注销账号 finds every row
-- that names the user (to delete it, or to clear the user from an order). Without these indexes
-- each of those reads the whole table. Most rows are anonymous, so only rows with a user are
-- indexed.
CREATE INDEX service_orders_user_recent_idx ON service_orders (user_id, created_at DESC, id DESC)
  WHERE user_id IS NOT NULL;
CREATE INDEX demands_user_recent_idx ON demands (user_id, created_at DESC, id DESC)
  WHERE user_id IS NOT NULL;
CREATE INDEX contact_messages_user_idx ON contact_messages (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX error_reports_user_idx ON error_reports (user_id) WHERE user_id IS NOT NULL;
