import {
  createPhoneCodeForm,
  emptyPhoneCode,
  type PhoneCodeState,
} from '../../../shared/phone-code/phone-code-form';
import { errorMessageOf } from '../../../shared/api/error-message';
import { createStateStore } from '../../../shared/state/state-store';
import { createCallPolling } from './call-polling';
import { CALLING_EFFECT, type CallStatus, type ConsultStep } from './call-status';

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

export interface ConsultationState extends PhoneCodeState {
  starting: boolean;
  step: ConsultStep;
  statusText: string;
  success: boolean;
}

const initialCall = { starting: false, step: 1, statusText: '', success: false } as const;

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
 * The consultation dialog's logic without React: the phone and code form, then the call and its
 * status polling (docs/behaviour.md#consultation). Replies that arrive after a close belong to a
 * finished session and are dropped (`epoch`).
 */
export function createConsultationController(
  api: ConsultationApi,
  log: { warn(message: string, detail?: unknown): void } = console,
): ConsultationController {
  const store = createStateStore<ConsultationState>({ ...emptyPhoneCode, ...initialCall });
  const form = createPhoneCodeForm(store, (phone) => api.requestCode(phone));
  const polling = createCallPolling(api, log, (effect) =>
    store.set({ step: effect.step, statusText: effect.text, success: effect.success }),
  );
  let epoch = 0;

  const start = async (serviceId: number) => {
    const { starting, step, phone, code } = store.getState();
    if (starting || step !== 1 || !form.checkSubmit()) return;
    const myEpoch = epoch;
    store.set({ starting: true, codeTip: null });
    try {
      const reply = await api.startCall({ phone: phone.trim(), code: code.trim(), id: serviceId });
      if (myEpoch !== epoch) return;
      if (reply.code === 0 && reply.sessionId) {
        const { step: callingStep, text: statusText } = CALLING_EFFECT;
        store.set({ starting: false, step: callingStep, statusText, success: false });
        polling.start(reply.sessionId);
        return;
      }
      // 422 (wrong code), 1 (expired) and other refusals put the msg under the code field.
      store.set({
        starting: false,
        codeTip: reply.msg ? { text: reply.msg, tone: 'error' } : null,
      });
    } catch (error) {
      if (myEpoch !== epoch) return;
      store.set({ starting: false, codeTip: { text: errorMessageOf(error), tone: 'error' } });
    }
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setPhone: form.setPhone,
    setCode: form.setCode,
    blurPhone: form.blurPhone,
    requestCode: form.requestCode,
    start,
    close() {
      epoch += 1;
      polling.stop();
      form.clear();
      store.set(initialCall);
    },
    dispose() {
      epoch += 1;
      polling.stop();
      form.dispose();
      store.clear();
    },
  };
}
