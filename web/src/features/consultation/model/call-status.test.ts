import { describe, expect, it } from 'vitest';
import { interpretStatus, type CallStatus } from './call-status';

const base: CallStatus = { code: 0, return: [], alert: false, disconnect: false };

describe('interpretStatus: one status reply to step, text and polling', () => {
  it('busy: alert false, disconnect, a return entry 0 → step 2 and polling stops', () => {
    expect(interpretStatus({ ...base, disconnect: 'disconnect', return: [0] })).toEqual({
      step: 2,
      text: '当前顾问正忙，您可以咨询其他顾问或者稍后再试！',
      success: false,
      stopPolling: true,
    });
  });

  it('ended: alert false, disconnect, a return entry 1 → step 2 呼叫结束, polling stops', () => {
    expect(interpretStatus({ ...base, disconnect: 'disconnect', return: [2, 1] })).toEqual({
      step: 2,
      text: '呼叫结束',
      success: false,
      stopPolling: true,
    });
  });

  it('a later rule wins when return holds both 0 and 1', () => {
    expect(interpretStatus({ ...base, disconnect: 'disconnect', return: [0, 1] })?.text).toBe(
      '呼叫结束',
    );
  });

  it('answered → step 3 电话已接通，咨询中..., polling goes on', () => {
    expect(interpretStatus({ ...base, alert: 'answer' })).toEqual({
      step: 3,
      text: '电话已接通，咨询中...',
      success: false,
      stopPolling: false,
    });
  });

  it('answered and hung up → step 3 success, polling stops', () => {
    expect(
      interpretStatus({ ...base, alert: 'answer', disconnect: 'disconnect', return: [1] }),
    ).toEqual({
      step: 3,
      text: '',
      success: true,
      stopPolling: true,
    });
  });

  it.each<[string, CallStatus]>([
    ['still ringing', { ...base }],
    ['disconnect without return entries', { ...base, disconnect: 'disconnect', return: [2] }],
    ['return 0 but not disconnected', { ...base, return: [0] }],
    ['status code not 0', { ...base, code: 1, alert: 'answer', disconnect: 'disconnect' }],
  ])('changes nothing when %s', (_name, status) => {
    expect(interpretStatus(status)).toBeNull();
  });
});
