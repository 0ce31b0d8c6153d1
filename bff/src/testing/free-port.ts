import { createServer } from 'node:net';

/**
 * A loopback port the kernel handed out a moment ago and that is closed again: free for a test
 * to listen on, or (left unused) a port where nothing answers.
 */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
