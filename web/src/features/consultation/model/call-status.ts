import { dialogStrings } from '../../../shared/strings/dialogs';

/** What `free_phone_status` reports. */
export interface CallStatus {
  code: number;
  return: readonly number[];
  alert: string | false;
  disconnect: string | false;
}

export type ConsultStep = 1 | 2 | 3;

/** What a status reply changes on screen, and whether polling ends with it. */
export interface StatusEffect {
  step: ConsultStep;
  text: string;
  success: boolean;
  stopPolling: boolean;
}

/** Call status is polled every 3 seconds. */
export const STATUS_POLL_MS = 3000;

const t = dialogStrings.consultation;

/** A start reply with code 0 moves to step 2 and polling begins. */
export const CALLING_EFFECT: StatusEffect = {
  step: 2,
  text: t.calling,
  success: false,
  stopPolling: false,
};

/**
 * The step, text and polling a status reply leads to (docs/behaviour.md#consultation); null when it
 * changes nothing (a call still ringing, or a status code other than 0, which is only logged). The
 * rules are checked in the product's order and a later match wins, as in the original sequence of
 * checks: answered and hung up (success) over answered, over "ended" (a return entry 1) over "busy"
 * (a return entry 0).
 */
export function interpretStatus(status: CallStatus): StatusEffect | null {
  if (status.code !== 0) return null;
  const hungUp = status.disconnect === 'disconnect';
  const answered = status.alert === 'answer';
  if (hungUp && answered) return { step: 3, text: '', success: true, stopPolling: true };
  if (answered) return { step: 3, text: t.connected, success: false, stopPolling: false };
  if (status.alert === false && hungUp) {
    if (status.return.some((r) => r === 1))
      return { step: 2, text: t.ended, success: false, stopPolling: true };
    if (status.return.some((r) => r === 0))
      return { step: 2, text: t.busy, success: false, stopPolling: true };
  }
  return null;
}
