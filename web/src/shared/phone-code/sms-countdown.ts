/** SMS resend countdown: the code button stays disabled 60 seconds, ticking each second. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_TICK_MS = 1000;

export interface SmsCountdown {
  /** Starts from `seconds` (restarts if running). */
  start(): void;
  /** Stops ticking; the caller decides when the button reverts. */
  stop(): void;
  readonly running: boolean;
}

/**
 * Calls `onChange(remaining)` with the seconds left (60, 59 … 1) and `onChange(null)` once it
 * reaches zero, when the button reverts to its label.
 */
export function createSmsCountdown(
  onChange: (remaining: number | null) => void,
  seconds: number = SMS_COUNTDOWN_SECONDS,
): SmsCountdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  let remaining = 0;

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  return {
    start() {
      stop();
      remaining = seconds;
      onChange(remaining);
      timer = setInterval(() => {
        remaining -= 1;
        if (remaining <= 0) {
          stop();
          onChange(null);
        } else {
          onChange(remaining);
        }
      }, SMS_TICK_MS);
    },
    stop,
    get running() {
      return timer !== undefined;
    },
  };
}
