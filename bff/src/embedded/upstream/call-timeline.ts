/**
 * The simulated free phone consultation (see docs/behaviour.md#consultation). No telephone
 * network is reachable from here, so a call's status follows a fixed timeline chosen by the
 * caller's LAST phone digit, computed from the time since the call started (stateless after the
 * call is stored):
 *
 * | last digit | outcome          | timeline (seconds after start)                                   |
 * |------------|------------------|------------------------------------------------------------------|
 * | 0–3        | consultant busy  | 0: ringing; 4: disconnect, return [0] → "当前顾问正忙…"            |
 * | 4–6        | not answered     | 0: ringing; 6: disconnect, return [1] → "呼叫结束"                 |
 * | 7–9        | answered         | 0: ringing; 3: alert 'answer' → "电话已接通…"; 9: answer + disconnect → success |
 *
 * Every path ends within 15 seconds.
 */

export interface CallStatus {
  alert: 'answer' | false;
  disconnect: 'disconnect' | false;
  return: number[];
}

export interface CallOutcome {
  name: 'busy' | 'unanswered' | 'answered';
  digits: readonly number[];
  /** Status from `atMs` after the start on, in order; the first step starts at 0. */
  steps: readonly { atMs: number; status: CallStatus }[];
}

const RINGING: CallStatus = { alert: false, disconnect: false, return: [] };

export const CALL_TIMELINE: readonly CallOutcome[] = [
  {
    name: 'busy',
    digits: [0, 1, 2, 3],
    steps: [
      { atMs: 0, status: RINGING },
      { atMs: 4_000, status: { alert: false, disconnect: 'disconnect', return: [0] } },
    ],
  },
  {
    name: 'unanswered',
    digits: [4, 5, 6],
    steps: [
      { atMs: 0, status: RINGING },
      { atMs: 6_000, status: { alert: false, disconnect: 'disconnect', return: [1] } },
    ],
  },
  {
    name: 'answered',
    digits: [7, 8, 9],
    steps: [
      { atMs: 0, status: RINGING },
      { atMs: 3_000, status: { alert: 'answer', disconnect: false, return: [] } },
      { atMs: 9_000, status: { alert: 'answer', disconnect: 'disconnect', return: [] } },
    ],
  },
];

export function outcomeFor(phone: string): CallOutcome {
  const digit = Number(phone.charAt(phone.length - 1));
  const outcome = CALL_TIMELINE.find((o) => o.digits.includes(digit));
  if (!outcome)
    throw new Error(`no call outcome for a phone ending in ${phone.charAt(phone.length - 1)}`);
  return outcome;
}

/** The status of a call to `phone` that started `elapsedMs` ago. */
export function callStatusAt(phone: string, elapsedMs: number): CallStatus {
  let current = RINGING;
  for (const step of outcomeFor(phone).steps) {
    if (elapsedMs >= step.atMs) current = step.status;
  }
  return { alert: current.alert, disconnect: current.disconnect, return: [...current.return] };
}
