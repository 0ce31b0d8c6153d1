import { describe, expect, it } from 'vitest';
import { CALL_TIMELINE, callStatusAt, outcomeFor } from './call-timeline';

describe('call timeline', () => {
  it('covers every last digit exactly once', () => {
    const digits = CALL_TIMELINE.flatMap((o) => o.digits).sort((a, b) => a - b);
    expect(digits).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('busy for 0–3: ringing, then disconnect with return [0] after 4 s', () => {
    expect(outcomeFor('13800000002').name).toBe('busy');
    expect(callStatusAt('13800000002', 3_999)).toEqual({
      alert: false,
      disconnect: false,
      return: [],
    });
    expect(callStatusAt('13800000002', 4_000)).toEqual({
      alert: false,
      disconnect: 'disconnect',
      return: [0],
    });
  });

  it('unanswered for 4–6: disconnect with return [1] after 6 s', () => {
    expect(outcomeFor('13800000005').name).toBe('unanswered');
    expect(callStatusAt('13800000005', 5_999).disconnect).toBe(false);
    expect(callStatusAt('13800000005', 6_000)).toEqual({
      alert: false,
      disconnect: 'disconnect',
      return: [1],
    });
  });

  it('answered for 7–9: answer after 3 s, hang up after 9 s', () => {
    expect(outcomeFor('13800000009').name).toBe('answered');
    expect(callStatusAt('13800000009', 2_999).alert).toBe(false);
    expect(callStatusAt('13800000009', 3_000)).toEqual({
      alert: 'answer',
      disconnect: false,
      return: [],
    });
    expect(callStatusAt('13800000009', 9_000)).toEqual({
      alert: 'answer',
      disconnect: 'disconnect',
      return: [],
    });
  });

  it('ends every call within 15 s, and the final status stays', () => {
    for (const outcome of CALL_TIMELINE) {
      const last = outcome.steps[outcome.steps.length - 1]!;
      expect(last.atMs).toBeLessThanOrEqual(15_000);
      expect(last.status.disconnect).toBe('disconnect');
      const phone = `1380000000${outcome.digits[0]}`;
      expect(callStatusAt(phone, 60_000)).toEqual(last.status);
    }
  });
});
