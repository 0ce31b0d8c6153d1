import { describe, expect, it } from 'vitest';
import { originAllowed, type OriginRequest } from './socket-origin';

function request(origin: string | undefined, protocol: 'http' | 'https', host: string) {
  const headers = origin === undefined ? {} : { origin };
  return { headers, protocol, host } satisfies OriginRequest;
}

describe('originAllowed', () => {
  it('accepts the request’s own scheme and host, as browsers write them', () => {
    expect(originAllowed(request('http://127.0.0.1:3000', 'http', '127.0.0.1:3000'))).toBe(true);
    // Behind a trusted TLS proxy Fastify reports the forwarded scheme and host.
    expect(originAllowed(request('https://www.example.cn', 'https', 'www.example.cn'))).toBe(true);
    expect(originAllowed(request('https://WWW.example.cn', 'https', 'www.example.cn:443'))).toBe(
      true,
    );
  });

  it('refuses another site, another scheme or port, and opaque origins', () => {
    expect(originAllowed(request('https://evil.example', 'https', 'www.example.cn'))).toBe(false);
    expect(originAllowed(request('http://www.example.cn', 'https', 'www.example.cn'))).toBe(false);
    expect(originAllowed(request('https://www.example.cn:8443', 'https', 'www.example.cn'))).toBe(
      false,
    );
    expect(originAllowed(request('null', 'https', 'www.example.cn'))).toBe(false);
    expect(originAllowed(request('not a url', 'https', 'www.example.cn'))).toBe(false);
  });

  it('lets a client without Origin through (browsers always send one on a WebSocket)', () => {
    expect(originAllowed(request(undefined, 'https', 'www.example.cn'))).toBe(true);
  });
});
