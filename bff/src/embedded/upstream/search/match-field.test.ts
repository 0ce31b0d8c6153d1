import { describe, expect, it } from 'vitest';
import { matchField, type MatchableCompany } from './match-field';

const company: MatchableCompany = {
  name: '深圳市云帆网络科技有限公司',
  legal_person: '王建国',
  shareholders: [{ name: '王建国' }, { name: '李娜' }],
  members: [{ name: '王建国' }, { name: '赵敏' }],
  products: ['SaaS平台', '小程序开发'],
  business_scope: '一般项目：软件开发；信息系统集成服务。',
};

describe('matchField', () => {
  it('prefers the name, then the legal representative, shareholders, officers, products, scope', () => {
    expect(matchField('云帆', company)).toEqual({ field: 'name', text: company.name });
    expect(matchField('建国', company)).toEqual({ field: 'legal_person', text: '王建国' });
    expect(matchField('李娜', company)).toEqual({ field: 'shareholder', text: '李娜' });
    expect(matchField('赵敏', company)).toEqual({ field: 'personnel', text: '赵敏' });
    expect(matchField('saas', company)).toEqual({ field: 'product', text: 'SaaS平台' });
    expect(matchField('系统集成', company)?.field).toBe('scope');
  });

  it('answers undefined when nothing matches or the keyword is blank', () => {
    expect(matchField('腾讯', company)).toBeUndefined();
    expect(matchField('  ', company)).toBeUndefined();
  });
});
