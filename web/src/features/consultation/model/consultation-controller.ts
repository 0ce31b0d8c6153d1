import {
  CALLING_EFFECT,
  interpretStatus,
  STATUS_POLL_MS,
  type CallStatus,
  type ConsultStep,
} from './call-status';
import { createSmsCountdown } from './sms-countdown';
import { errorMessageOf } from '../../../shared/api/error-message';
import {
  canRequestCode,
  validateConsultCode,
  validateConsultPhone,
  validateConsultSubmit,
} from './validate-consultation';

/** The three calls the dialog makes; the api/ layer binds them to the BFF. */
export interface ConsultationApi {
  requestCode(phone: string): Promise<{ code: number; msg: string }>;
  startCall(input: { phone: string; code: string; id: number }): Promise<{
    code: number;
    msg?: string | undefined;
    sessionId?: string | undefined;
  }>;
  fetchStatus(sessionId: string): Promise<CallStatus>;
}

/** A line under the code field: the server's msg (info) or a failure (error, shown red). */
export interface Tip {
  text: string;
  tone: 'info' | 'error';
}

export interface ConsultationState {
  phone: string;
  code: string;
  phoneError: string | null;
  codeError: string | null;
  codeTip: Tip | null;
  /** Seconds left on the SMS button; null when it shows its label and can be pressed. */
  countdown: number | null;
  requestingCode: boolean;
  starting: boolean;
  step: ConsultStep;
  statusText: string;
  success: boolean;
}

/** The code button comes back this long after the dialog closes. */
export const CODE_BUTTON_RESET_MS = 500;

const initialState: ConsultationState = {
  phone: '',
  code: '',
  phoneError: null,
  codeError: null,
  codeTip: null,
  countdown: null,
  requestingCode: false,
  starting: false,
  step: 1,
  statusText: '',
  success: false,
};

export interface ConsultationController {
  getState(): ConsultationState;
  subscribe(listener: () => void): () => void;
  setPhone(phone: string): void;
  setCode(code: string): void;
  /** Judges the phone when the field loses focus. */
  blurPhone(): void;
  requestCode(): Promise<void>;
  start(serviceId: number): Promise<void>;
  /** Closing: back to step 1, tips, text and form cleared, countdown and polling stopped. */
  close(): void;
  /** Stops every timer for good (the component unmounts). */
  dispose(): void;
}

/**
 * The consultation dialog's logic without React: the form and its errors, the SMS countdown and the
 * call-status polling (docs/behaviour.md#consultation). Replies that arrive after a close belong to
 * a finished session and are dropped (`epoch`).
 */
export function createConsultationController(
  api: ConsultationApi,
  log: { warn(message: string, detail?: unknown): void } = console,
): ConsultationController {
  let state: ConsultationState = initialState;
  const listeners = new Set<() => void>();
  let epoch = 0;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pollInFlight = false;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<ConsultationState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  const countdown = createSmsCountdown((remaining) => set({ countdown: remaining }));

  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
    pollInFlight = false;
  };

  const poll = async (sessionId: string, myEpoch: number) => {
    // One request at a time: a slow reply must not stack up further ones.
    if (pollInFlight) return;
    pollInFlight = true;
    try {
      const status = await api.fetchStatus(sessionId);
      if (myEpoch !== epoch || pollTimer === undefined) return;
      if (status.code !== 0) {
        log.warn('[consultation] call status code is not 0', status);
        return;
      }
      const effect = interpretStatus(status);
      if (!effect) return;
      if (effect.stopPolling) stopPolling();
      set({ step: effect.step, statusText: effect.text, success: effect.success });
    } catch (error) {
      log.warn('[consultation] call status request failed', error);
    } finally {
      if (myEpoch === epoch) pollInFlight = false;
    }
  };

  const startPolling = (sessionId: string) => {
    stopPolling();
    const myEpoch = epoch;
    pollTimer = setInterval(() => void poll(sessionId, myEpoch), STATUS_POLL_MS);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setPhone(phone) {
      // Once shown, the phone error follows the input, so it clears as soon as the number is right.
      set({ phone, phoneError: state.phoneError ? validateConsultPhone(phone) : null });
    },
    setCode(code) {
      set({ code, codeError: state.codeError ? validateConsultCode(code) : null });
    },
    blurPhone() {
      if (state.phone) set({ phoneError: validateConsultPhone(state.phone) });
    },
    async requestCode() {
      if (state.countdown !== null || state.requestingCode) return;
      if (!canRequestCode(state.phone, state.phoneError)) {
        set({ phoneError: validateConsultPhone(state.phone) });
        return;
      }
      const myEpoch = epoch;
      set({ requestingCode: true, codeTip: null });
      try {
        const reply = await api.requestCode(state.phone.trim());
        if (myEpoch !== epoch) return;
        // The returned msg is always shown under the code field, success or not.
        set({
          requestingCode: false,
          codeTip: { text: reply.msg, tone: reply.code === 0 ? 'info' : 'error' },
        });
        if (reply.code === 0) {
          // A reset pending from a close moments ago must not blank the new countdown.
          if (resetTimer !== undefined) clearTimeout(resetTimer);
          resetTimer = undefined;
          countdown.start();
        }
      } catch (error) {
        if (myEpoch !== epoch) return;
        set({ requestingCode: false, codeTip: { text: errorMessageOf(error), tone: 'error' } });
      }
    },
    async start(serviceId) {
      if (state.starting || state.step !== 1) return;
      const errors = validateConsultSubmit(state);
      set({ phoneError: errors.phone, codeError: errors.code });
      if (errors.phone || errors.code) return;
      const myEpoch = epoch;
      set({ starting: true, codeTip: null });
      try {
        const reply = await api.startCall({
          phone: state.phone.trim(),
          code: state.code.trim(),
          id: serviceId,
        });
        if (myEpoch !== epoch) return;
        if (reply.code === 0 && reply.sessionId) {
          set({
            starting: false,
            step: CALLING_EFFECT.step,
            statusText: CALLING_EFFECT.text,
            success: false,
          });
          startPolling(reply.sessionId);
          return;
        }
        // 422 (wrong code), 1 (expired) and other refusals put the msg under the code field.
        set({ starting: false, codeTip: reply.msg ? { text: reply.msg, tone: 'error' } : null });
      } catch (error) {
        if (myEpoch !== epoch) return;
        set({ starting: false, codeTip: { text: errorMessageOf(error), tone: 'error' } });
      }
    },
    close() {
      epoch += 1;
      stopPolling();
      countdown.stop();
      const keepCountdown = state.countdown;
      state = { ...initialState, countdown: keepCountdown };
      set({});
      if (resetTimer !== undefined) clearTimeout(resetTimer);
      resetTimer = setTimeout(() => {
        resetTimer = undefined;
        set({ countdown: null });
      }, CODE_BUTTON_RESET_MS);
    },
    dispose() {
      epoch += 1;
      stopPolling();
      countdown.stop();
      if (resetTimer !== undefined) clearTimeout(resetTimer);
      resetTimer = undefined;
      listeners.clear();
    },
  };
}
