import { errorMessageOf } from '../api/error-message';
import { createSmsCountdown } from './sms-countdown';
import {
  canRequestCode,
  validateConsultCode,
  validateConsultPhone,
  validateConsultSubmit,
} from './validate-phone-code';

/** A line under the code field: the server's msg (info) or a failure (error, shown red). */
export interface Tip {
  text: string;
  tone: 'info' | 'error';
}

export interface PhoneCodeState {
  phone: string;
  code: string;
  phoneError: string | null;
  codeError: string | null;
  codeTip: Tip | null;
  /** Seconds left on the SMS button; null when it shows its label and can be pressed. */
  countdown: number | null;
  requestingCode: boolean;
}

export const emptyPhoneCode: PhoneCodeState = {
  phone: '',
  code: '',
  phoneError: null,
  codeError: null,
  codeTip: null,
  countdown: null,
  requestingCode: false,
};

/** The code button comes back this long after the form is cleared (its dialog closed). */
export const CODE_BUTTON_RESET_MS = 500;

/** Where the form keeps its fields: its own store, or the part of a larger one (the dialog's). */
export interface PhoneCodeHost {
  getState(): PhoneCodeState;
  set(patch: Partial<PhoneCodeState>): void;
}

/** Sends the SMS code; the reply's msg is shown under the code field. */
export type RequestCode = (phone: string) => Promise<{ code: number; msg: string }>;

export interface PhoneCodeForm {
  setPhone(phone: string): void;
  setCode(code: string): void;
  /** Judges the phone when the field loses focus. */
  blurPhone(): void;
  requestCode(): Promise<void>;
  /** Shows the submit's errors, phone first; true when both fields may be sent. */
  checkSubmit(): boolean;
  showTip(tip: Tip | null): void;
  /** Back to empty fields; the countdown shows on until the button comes back. */
  clear(): void;
  /** Stops every timer for good. */
  dispose(): void;
}

/**
 * A phone and an SMS code, as the consultation dialog and the verification page ask for them: the
 * same messages, a code only for a valid phone, the 60-second resend countdown once it is sent.
 * A reply that arrives after a clear belongs to a finished form and is dropped (`epoch`).
 */
export function createPhoneCodeForm(host: PhoneCodeHost, sendCode: RequestCode): PhoneCodeForm {
  let epoch = 0;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const countdown = createSmsCountdown((remaining) => host.set({ countdown: remaining }));
  const state = () => host.getState();

  const cancelReset = () => {
    if (resetTimer !== undefined) clearTimeout(resetTimer);
    resetTimer = undefined;
  };

  const requestCode = async () => {
    const { phone, phoneError, countdown: secondsLeft, requestingCode } = state();
    if (secondsLeft !== null || requestingCode) return;
    if (!canRequestCode(phone, phoneError)) {
      host.set({ phoneError: validateConsultPhone(phone) });
      return;
    }
    const myEpoch = epoch;
    host.set({ requestingCode: true, codeTip: null });
    try {
      const reply = await sendCode(phone.trim());
      if (myEpoch !== epoch) return;
      // The returned msg is always shown under the code field, success or not.
      const tone = reply.code === 0 ? 'info' : 'error';
      host.set({ requestingCode: false, codeTip: { text: reply.msg, tone } });
      if (reply.code !== 0) return;
      // A reset pending from a clear moments ago must not blank the new countdown.
      cancelReset();
      countdown.start();
    } catch (error) {
      if (myEpoch !== epoch) return;
      host.set({ requestingCode: false, codeTip: { text: errorMessageOf(error), tone: 'error' } });
    }
  };

  return {
    setPhone(phone) {
      // Once shown, the phone error follows the input, so it clears as soon as the number is right.
      host.set({ phone, phoneError: state().phoneError ? validateConsultPhone(phone) : null });
    },
    setCode(code) {
      host.set({ code, codeError: state().codeError ? validateConsultCode(code) : null });
    },
    blurPhone() {
      if (state().phone) host.set({ phoneError: validateConsultPhone(state().phone) });
    },
    requestCode,
    checkSubmit() {
      const errors = validateConsultSubmit(state());
      host.set({ phoneError: errors.phone, codeError: errors.code });
      return !errors.phone && !errors.code;
    },
    showTip: (codeTip) => host.set({ codeTip }),
    clear() {
      epoch += 1;
      countdown.stop();
      host.set({ ...emptyPhoneCode, countdown: state().countdown });
      cancelReset();
      resetTimer = setTimeout(() => {
        resetTimer = undefined;
        host.set({ countdown: null });
      }, CODE_BUTTON_RESET_MS);
    },
    dispose() {
      epoch += 1;
      countdown.stop();
      cancelReset();
    },
  };
}
