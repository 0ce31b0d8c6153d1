import { describe, expect, it } from 'vitest';
import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { consultationServiceId, footerConsultants, randomConsultantPage } from './consultant-cards';

const consultant = (id: number, tags: string[]): Consultant => ({
  id,
  username: `顾问${id}`,
  position: '高级顾问',
  buphoto: '',
  qyh_qywx: '',
  areas_of_expertise: tags,
  im_accid: `c${id}`,
});

describe('footer consultants', () => {
  it('picks page 1 or 2', () => {
    expect(randomConsultantPage(() => 0)).toBe(1);
    expect(randomConsultantPage(() => 0.49)).toBe(1);
    expect(randomConsultantPage(() => 0.5)).toBe(2);
    expect(randomConsultantPage(() => 0.99)).toBe(2);
  });

  it('shows the first two, with at most four tags', () => {
    const list = [
      consultant(1, ['公司注册', '代理记账', '银行开户', '公司注销', '商标注册']),
      consultant(2, ['商标注册']),
      consultant(3, []),
    ];
    const shown = footerConsultants(list);
    expect(shown.map((c) => c.id)).toEqual([1, 2]);
    expect(shown[0]?.areas_of_expertise).toHaveLength(4);
    expect(footerConsultants([])).toEqual([]);
  });

  it('maps expertise to a service id', () => {
    expect(consultationServiceId(consultant(1, ['税务筹划', '商标注册']))).toBe(5);
    expect(consultationServiceId(consultant(1, ['其他']))).toBe(1);
  });
});
