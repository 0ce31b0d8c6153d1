-- Campaigns get their own table with the dates they run, so /t/a can say when one has ended
-- instead of advertising it as current; the campaign text moves there from site_pages.
CREATE TABLE campaigns (
  slug text PRIMARY KEY,
  title text NOT NULL,
  lead text,
  sections jsonb NOT NULL,
  -- First and last day, both included, in Beijing time.
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  -- The call to action while the campaign runs: {"label": ..., "url": ...}, or NULL for none.
  action jsonb,
  CHECK (ends_on >= starts_on)
);

INSERT INTO campaigns (slug, title, lead, sections, starts_on, ends_on, action) VALUES ($t$ta$t$, $t$创业扶持季：注册 + 记账组合优惠$t$, $t$新注册公司选择“注册 + 记账全年”套餐，额外赠送工商年报代报与一次税务体检。$t$, $t$[{"heading": "活动内容", "body": "- 活动期间下单“注册 + 记账全年”套餐，赠送当年工商年报代报（价值 199 元）\n- 赠送一次税务体检（价值 3000 元），可在一年内任意时间使用\n- 每家企业限享一次"}, {"heading": "参与方式", "body": "在公司注册页选择“注册 + 记账全年”套餐并提交需求，顾问确认活动资格后签约。"}, {"heading": "活动规则", "body": "活动赠品不可折现、不可转让；订单取消的，赠品同时取消。本活动最终解释以双方签署的服务协议为准。"}]$t$::jsonb, DATE '2025-07-01', DATE '2025-09-30', $t${"label": "选择“注册 + 记账全年”套餐", "url": "/ys"}$t$::jsonb);

DELETE FROM site_pages WHERE slug = 'ta';

-- The company's registration details (name, credit code, address, business scope) are the
-- operator's and come from the BFF's configuration; the demo text must not invent them.
UPDATE site_pages
   SET facts = '[]'::jsonb,
       lead = $t$易商云是一家专注中小企业全生命周期服务的企业服务机构，总部位于深圳，在全国 40 个城市提供服务。$t$
 WHERE slug = 'profile';

-- The simulated login's `verify` account was created with a state as its nickname, which stayed
-- after the phone was verified; it gets a WeChat-style nickname like every other test account.
-- Its name (the avatar's letters) goes the same way.
UPDATE users SET nickname = '微信用户_verify', name = 'verify'
 WHERE account = 'verify' AND nickname = '待验证用户';
UPDATE im_accounts SET nick = '微信用户_verify' WHERE nick = '待验证用户' AND kind = 'user';
