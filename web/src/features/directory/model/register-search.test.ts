import { MAX_PAGE } from '@ysy/contracts/common/pagination';
import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../../shared/routing/search-params';
import { parseRegisterSearch, registerQueryOf } from './register-search';

describe('register list URL state', () => {
  it('overrides every invalid raw param, as the router lays the result over the raw params', () => {
    const raw = parseSearch('?keyword=%20装置%20&page=abc&eid=');
    expect({ ...raw, ...parseRegisterSearch(raw) }).toEqual({ keyword: '装置' });
  });

  it('parses keyword, page and company, dropping what does not parse', () => {
    expect(parseRegisterSearch(parseSearch('?keyword=软件&page=3&eid=abc'))).toEqual({
      keyword: '软件',
      page: 3,
      eid: 'abc',
    });
    expect(parseRegisterSearch(parseSearch('?keyword=&page=0'))).toEqual({});
    expect(parseRegisterSearch(parseSearch('?page=1'))).toEqual({});
  });

  it('builds the lookup query with page 1 by default', () => {
    expect(registerQueryOf({})).toEqual({ page: 1 });
    expect(registerQueryOf({ keyword: '云', page: 2 })).toEqual({ keyword: '云', page: 2 });
  });

  it('asks for a page the API serves whatever page the address names', () => {
    // /einquery?page=99999: the call was refused (页码过大) and the page showed 查询失败.
    expect(registerQueryOf({ page: 99_999 })).toEqual({ page: 1 });
    expect(registerQueryOf({ page: MAX_PAGE })).toEqual({ page: MAX_PAGE });
    // However far past the end, the page keeps its number, to say it is past the end.
    expect(parseRegisterSearch(parseSearch('?page=1000000'))).toEqual({ page: 1_000_000 });
    expect(registerQueryOf(parseRegisterSearch(parseSearch('?page=1000000')))).toEqual({ page: 1 });
  });
});
