import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ysy-operator-')), ...env });

describe("the operator's details", () => {
  it('have no defaults: unset, the company and the QR targets are empty', () => {
    const config = load({});
    expect(config.company).toEqual({
      name: undefined,
      creditCode: undefined,
      address: undefined,
      businessScope: undefined,
    });
    expect(config.qrTargets).toEqual({
      mobile: undefined,
      miniProgram: undefined,
      officialAccount: undefined,
    });
  });

  it('are read from the environment, the credit code in capitals', () => {
    const config = load({
      COMPANY_NAME: ' 深圳市易商云科技有限公司 ',
      COMPANY_CREDIT_CODE: '91440300ma5f8y2k3r',
      COMPANY_ADDRESS: '深圳市南山区',
      COMPANY_BUSINESS_SCOPE: '企业管理咨询',
      MOBILE_SITE_URL: 'https://m.example.cn/',
      MINI_PROGRAM_URL: 'https://wxaurl.cn/abc?x=1',
      OFFICIAL_ACCOUNT_URL: '',
    });
    expect(config.company).toEqual({
      name: '深圳市易商云科技有限公司',
      creditCode: '91440300MA5F8Y2K3R',
      address: '深圳市南山区',
      businessScope: '企业管理咨询',
    });
    expect(config.qrTargets).toEqual({
      mobile: 'https://m.example.cn/',
      miniProgram: 'https://wxaurl.cn/abc?x=1',
      officialAccount: undefined,
    });
  });

  it('refuse a malformed credit code or QR target, naming the variable', () => {
    expect(() => load({ COMPANY_CREDIT_CODE: '91440300MA5F8Y2K3' })).toThrow(
      new ConfigError('COMPANY_CREDIT_CODE 必须是 18 位统一社会信用代码（数字与大写字母）'),
    );
    expect(() => load({ MOBILE_SITE_URL: 'javascript:alert(1)' })).toThrow(
      /^配置错误：MOBILE_SITE_URL 必须是 http:\/\/ 或 https:\/\/ 开头的网址$/,
    );
    expect(() => load({ OFFICIAL_ACCOUNT_URL: 'weixin.qq.com/r/abc' })).toThrow(
      /^配置错误：OFFICIAL_ACCOUNT_URL /,
    );
  });
});
