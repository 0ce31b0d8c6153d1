import { beforeEach, describe, expect, it } from 'vitest';
import { clearKeyword, readKeyword, saveKeyword } from './keyword-storage';
import { storageKeys } from './storage-keys';
import {
  clearUser,
  readImAccount,
  readUser,
  readVerifyInfo,
  saveLogin,
  saveVerifyInfo,
} from './user-storage';

const user = { id: 7, nickname: '小明', name: '王小明', avatar: '/uploads/avatar/7.svg' };
const imAccount = { im_accid: 'u7', im_icon: '', im_openid: 'o7' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('user storage', () => {
  it('stores and reads the login data, preferring the latest user info', () => {
    saveLogin({ userInfo: user, theLatestUserInfo: { ...user, nickname: '新昵称' }, imAccount });
    expect(readUser()?.nickname).toBe('新昵称');
    // The chat token is never kept by the page.
    expect(readImAccount()).toEqual({ im_accid: 'u7', im_icon: '', im_openid: 'o7' });
    expect(JSON.stringify(localStorage)).not.toContain('im_token');
  });

  it('treats corrupt or off-schema entries as absent', () => {
    localStorage.setItem(storageKeys.userInfo, '{not json');
    localStorage.setItem(storageKeys.theLatestUserInfo, JSON.stringify({ nickname: 1 }));
    expect(readUser()).toBeNull();
  });

  it('clears user and chat account', () => {
    saveLogin({ userInfo: user, theLatestUserInfo: user, imAccount });
    clearUser();
    expect(readUser()).toBeNull();
    expect(readImAccount()).toBeNull();
  });

  it('keeps verify info', () => {
    saveVerifyInfo({ openid: 'o', unid: 'u' });
    expect(readVerifyInfo()).toEqual({ openid: 'o', unid: 'u' });
  });
});

describe('keyword storage', () => {
  it('round-trips the keyword in sessionStorage', () => {
    expect(readKeyword()).toBe('');
    saveKeyword('腾讯');
    expect(sessionStorage.getItem(storageKeys.keyword)).toBe('腾讯');
    expect(readKeyword()).toBe('腾讯');
    clearKeyword();
    expect(readKeyword()).toBe('');
  });
});
