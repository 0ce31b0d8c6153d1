import { describe, expect, it } from 'vitest';
import { chatText } from './chat';
import { directoryText } from './directory';
import { commonText } from './service';
import { toolBarText } from './tool-bar';

// Every count the site writes groups its thousands the same way (20,000, never 20000).
describe('counts in the strings', () => {
  it('group thousands with commas wherever a count is written', () => {
    expect(directoryText.registerCount(20000)).toBe('共 20,000 条记录');
    expect(directoryText.registerCountEstimated(4085)).toBe('约 4,085 条记录');
    expect(chatText.unreadCount(1200)).toBe('1,200 条未读消息');
    expect(toolBarText.unread(1200)).toBe('1,200 条未读消息');
    expect(commonText.views(12345)).toBe('12,345 次阅读');
  });
});
