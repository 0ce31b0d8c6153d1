import { CLOSE_RESTARTING } from '@ysy/contracts/chat/protocol';
import { describe, expect, it, vi } from 'vitest';
import { SocketDrain } from './socket-drain';

function socket() {
  return { send: vi.fn(), close: vi.fn() };
}

describe('the chat sockets of a stopping instance', () => {
  it('answer the frames being handled, then close with the restart code', async () => {
    const drain = new SocketDrain();
    const a = socket();
    drain.open(a);
    let commit = () => {};
    const handled = drain.handle(async () => {
      await new Promise<void>((resolve) => (commit = resolve));
      a.send('reply');
    });
    const drained = drain.drain();
    await Promise.resolve();
    expect(a.close).not.toHaveBeenCalled();

    commit();
    await handled;
    await drained;
    expect(a.send).toHaveBeenCalledWith('reply');
    expect(a.close).toHaveBeenCalledWith(CLOSE_RESTARTING, 'restarting');
    expect(a.send.mock.invocationCallOrder[0]).toBeLessThan(a.close.mock.invocationCallOrder[0]!);
  });

  it('handle no frame that arrives during the drain, and close a socket opened then at once', async () => {
    const drain = new SocketDrain();
    await drain.drain();
    const late = vi.fn(async () => undefined);
    await drain.handle(late);
    expect(late).not.toHaveBeenCalled();
    const b = socket();
    drain.open(b);
    expect(b.close).toHaveBeenCalledWith(CLOSE_RESTARTING, 'restarting');
  });

  it('leave a socket the browser closed itself alone', async () => {
    const drain = new SocketDrain();
    const c = socket();
    drain.open(c);
    drain.closed(c);
    await drain.drain();
    expect(c.close).not.toHaveBeenCalled();
  });
});
