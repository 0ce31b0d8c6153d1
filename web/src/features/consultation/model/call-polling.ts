import { interpretStatus, STATUS_POLL_MS, type CallStatus, type StatusEffect } from './call-status';

export interface CallPolling {
  start(sessionId: string): void;
  stop(): void;
}

/**
 * Asks for the call's status every STATUS_POLL_MS until a final one; each status that means
 * something reaches `onEffect`. A reply that arrives after a stop is dropped.
 */
export function createCallPolling(
  api: { fetchStatus(sessionId: string): Promise<CallStatus> },
  log: { warn(message: string, detail?: unknown): void },
  onEffect: (effect: StatusEffect) => void,
): CallPolling {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let epoch = 0;

  const stop = () => {
    epoch += 1;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    inFlight = false;
  };

  const poll = async (sessionId: string, myEpoch: number) => {
    // One request at a time: a slow reply must not stack up further ones.
    if (inFlight) return;
    inFlight = true;
    try {
      const status = await api.fetchStatus(sessionId);
      if (myEpoch !== epoch) return;
      if (status.code !== 0) {
        log.warn('[consultation] call status code is not 0', status);
        return;
      }
      const effect = interpretStatus(status);
      if (!effect) return;
      if (effect.stopPolling) stop();
      onEffect(effect);
    } catch (error) {
      log.warn('[consultation] call status request failed', error);
    } finally {
      if (myEpoch === epoch) inFlight = false;
    }
  };

  return {
    start(sessionId) {
      stop();
      const myEpoch = epoch;
      timer = setInterval(() => void poll(sessionId, myEpoch), STATUS_POLL_MS);
    },
    stop,
  };
}
