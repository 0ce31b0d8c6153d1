import WebSocket from 'ws';
import type { ServerFrame } from '@ysy/contracts/chat/protocol';

/** A test client of the hub: sends requests with ids, collects pushes, awaits replies. */
export class TestImClient {
  readonly frames: ServerFrame[] = [];
  private rid = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      const waiting = this.waiters;
      this.waiters = [];
      for (const wake of waiting) wake();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestImClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      const client = new TestImClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`refused: ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Waits for the first frame matching `match` (already received or arriving later). */
  async waitFor<F extends ServerFrame>(
    match: (frame: ServerFrame) => frame is F,
    timeoutMs = 5000,
  ): Promise<F> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting for a frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a request frame and returns its reply's data (throws the hub's message on failure). */
  async request<T = unknown>(frame: Record<string, unknown>): Promise<T> {
    this.rid += 1;
    const rid = this.rid;
    this.socket.send(JSON.stringify({ ...frame, rid }));
    const reply = await this.waitFor(
      (f): f is Extract<ServerFrame, { t: 'reply' }> => f.t === 'reply' && f.rid === rid,
    );
    if (!reply.ok) throw new Error(reply.msg);
    return reply.data as T;
  }

  close(): void {
    this.socket.close();
  }
}
