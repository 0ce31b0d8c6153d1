-- The privacy policy states how long an anonymous visitor's chat uploads are kept and how much a
-- visitor may store: 30 days and 50 MB, the defaults of UPLOAD_RETENTION_DAYS and
-- VISITOR_UPLOAD_QUOTA_MB (an operator who changes them updates this text too). Only the two
-- sentences change; the statement fails if either is not found, rather than leave the policy
-- silent about it.
DO $$
DECLARE
  before text;
  after text;
BEGIN
  SELECT sections::text INTO before FROM site_pages WHERE slug = 'privacypolicy';
  after := replace(
    replace(
      before,
      $t$语音与文件不超过 10 MB）$t$,
      $t$语音与文件不超过 10 MB；未登录的访客在在线客服中上传的文件合计不超过 50 MB）$t$
    ),
    $t$- 聊天消息与上传的文件：保存 1 年$t$,
    $t$- 聊天消息：保存 1 年\n- 上传的文件：登录用户上传的保存 1 年；未登录的访客在在线客服中上传的文件自上传之日起保存 30 天，到期后无法再打开，并由系统自动删除$t$
  );
  IF after NOT LIKE '%50 MB）%' OR after NOT LIKE '%保存 30 天%' THEN
    RAISE EXCEPTION 'privacy policy: the upload sentences to amend were not found';
  END IF;
  UPDATE site_pages SET sections = after::jsonb WHERE slug = 'privacypolicy';
END
$$;
