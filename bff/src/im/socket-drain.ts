import { CLOSE_RESTARTING } from '@ysy/contracts/chat/protocol';
import type { HubSocket } from './hub';

/**
 * The chat sockets of a stopping instance. A frame already being handled (a message being
 * committed) finishes and is answered first, so nothing acknowledged is lost and nothing
 * committed goes unacknowledged (the browser would send it again); frames arriving after the
 * drain began are not handled, and fail in the browser when its socket closes, which re-sends
 * them after reconnecting. Then every socket is closed with CLOSE_RESTARTING.
 */
export class SocketDrain {
  private readonly sockets = new Set<HubSocket>();
  private readonly handling = new Set<Promise<void>>();
  private draining = false;

  /** A new socket; one opened after the drain began is closed at once. */
  open(socket: HubSocket): void {
    if (this.draining) {
      socket.close(CLOSE_RESTARTING, 'restarting');
      return;
    }
    this.sockets.add(socket);
  }

  closed(socket: HubSocket): void {
    this.sockets.delete(socket);
  }

  /** Runs `handle` unless draining; the drain waits for it. */
  handle(handle: () => Promise<void>): Promise<void> {
    if (this.draining) return Promise.resolve();
    const running = handle().finally(() => this.handling.delete(running));
    this.handling.add(running);
    return running;
  }

  async drain(): Promise<void> {
    this.draining = true;
    await Promise.allSettled([...this.handling]);
    for (const socket of this.sockets) socket.close(CLOSE_RESTARTING, 'restarting');
    this.sockets.clear();
  }
}
