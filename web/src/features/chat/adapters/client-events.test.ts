import { describe, expect, it, vi } from 'vitest';
import { ChatClientEvents } from './client-events';

class Probe extends ChatClientEvents {
  fire(): void {
    this.emitConnection('connected');
    this.emitMessages([]);
    this.emitSessions([]);
    this.emitPeerRead('p2p-kf', 42);
  }
}

describe('ChatClientEvents', () => {
  it('delivers each stream to its own listeners until they unsubscribe', () => {
    const probe = new Probe();
    const connection = vi.fn();
    const messages = vi.fn();
    const sessions = vi.fn();
    const peerRead = vi.fn();
    const offs = [
      probe.onConnection(connection),
      probe.onMessages(messages),
      probe.onSessions(sessions),
      probe.onPeerRead(peerRead),
    ];
    probe.fire();
    expect(connection).toHaveBeenCalledWith('connected');
    expect(messages).toHaveBeenCalledWith([]);
    expect(sessions).toHaveBeenCalledWith([]);
    expect(peerRead).toHaveBeenCalledWith('p2p-kf', 42);
    for (const off of offs) off();
    probe.fire();
    for (const listener of [connection, messages, sessions, peerRead]) {
      expect(listener).toHaveBeenCalledTimes(1);
    }
  });
});
