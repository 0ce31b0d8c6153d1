-- Anonymous visitors' chat uploads are capped per visitor and deleted after the retention period
-- (UPLOAD_RETENTION_DAYS): the quota sums one owner's recent uploads, the periodic sweep finds
-- the old ones by time.
CREATE INDEX IF NOT EXISTS im_uploads_owner ON im_uploads (owner, created_at);
CREATE INDEX IF NOT EXISTS im_uploads_created ON im_uploads (created_at);
