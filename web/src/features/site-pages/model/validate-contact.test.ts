import { describe, expect, it } from 'vitest';
import { validateContact, type ContactForm } from './validate-contact';

const ok: ContactForm = {
  topic: '业务咨询',
  name: '王',
  phone: '13812345678',
  message: '想咨询代账',
};

describe('validateContact', () => {
  it.each([
    [{ name: ' ' }, '* 请填写您的称呼'],
    [{ phone: '' }, '* 手机号不能为空'],
    [{ phone: '10012345678' }, '* 手机号格式有误，请重新输入'],
    [{ message: '' }, '* 请填写留言内容'],
    [{ message: '你好' }, '* 留言内容至少 5 个字'],
  ])('%o → %s', (change, msg) => expect(validateContact({ ...ok, ...change })).toBe(msg));

  it('accepts a complete form', () => expect(validateContact(ok)).toBeNull());
});
