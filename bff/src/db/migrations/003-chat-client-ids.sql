-- The browser resends a message whose acknowledgement it did not get (the connection dropped: an
-- instance stopped or was killed after storing it), under the id it gave the message when it was
-- typed. The id is unique per sender, so the resend finds the stored message instead of storing it
-- twice. Messages sent without one (older pages) are stored as before.
ALTER TABLE im_messages ADD COLUMN IF NOT EXISTS client_id text;
CREATE UNIQUE INDEX IF NOT EXISTS im_messages_client_id ON im_messages (from_accid, client_id)
  WHERE client_id IS NOT NULL;
