import { connect } from 'node:net';

/**
 * The status line and body of the answer to raw request bytes (each character one byte), for
 * what no HTTP client sends: a raw byte in a URL, a control character in a header.
 */
export function rawRequest(port: number, head: string): Promise<{ status: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(head, 'latin1')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: text.split('\r\n')[0] ?? '', body: text.split('\r\n\r\n')[1] ?? '' });
    });
  });
}
