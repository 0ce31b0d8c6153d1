import { describe, expect, it } from 'vitest';
import { keyAction, textareaHeight, textError } from './text-input';

describe('chat input', () => {
  it('refuses blank messages with 消息不能为空', () => {
    expect(textError('')).toBe('消息不能为空');
    expect(textError(' \n\t ')).toBe('消息不能为空');
    expect(textError(' 你好 ')).toBeNull();
  });

  it('Enter sends, Shift+Enter and IME composition make a new line', () => {
    expect(keyAction('Enter', false, false)).toBe('send');
    expect(keyAction('Enter', true, false)).toBe('newline');
    expect(keyAction('Enter', false, true)).toBe('newline');
    expect(keyAction('a', false, false)).toBeNull();
  });

  it('grows to at most 150 px', () => {
    expect(textareaHeight(60)).toBe(60);
    expect(textareaHeight(400)).toBe(150);
  });
});
