import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedFor, preferredCoding, type EncodedCopies } from './json-compression';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredCoding('x-gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding('')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });
});

describe('encodedFor', () => {
  function fakes(acceptEncoding: string | undefined) {
    const headers: Record<string, string> = {};
    const request = { headers: { 'accept-encoding': acceptEncoding } } as unknown as FastifyRequest;
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return this;
      },
    } as unknown as FastifyReply;
    return { request, reply, headers };
  }
  const payload = Buffer.from(JSON.stringify({ code: 0, data: '易商云'.repeat(500) }));

  it('compresses a memoised reply once per coding and sends the kept copy afterwards', () => {
    const copies: EncodedCopies = {};
    const first = fakes('gzip, br');
    const once = encodedFor(first.request, first.reply, payload, copies);
    expect(first.headers).toEqual({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(once).equals(payload)).toBe(true);
    expect(copies.br).toBe(once);
    const again = fakes('br');
    expect(encodedFor(again.request, again.reply, payload, copies)).toBe(once);
    const gzip = fakes('gzip');
    const gz = encodedFor(gzip.request, gzip.reply, payload, copies);
    expect(gunzipSync(gz).equals(payload)).toBe(true);
    expect(copies.gzip).toBe(gz);
  });

  it('sends small replies and browsers without a coding the payload itself', () => {
    const copies: EncodedCopies = {};
    const none = fakes(undefined);
    expect(encodedFor(none.request, none.reply, payload, copies)).toBe(payload);
    const small = fakes('br');
    const tiny = Buffer.from('{"code":0}');
    expect(encodedFor(small.request, small.reply, tiny, copies)).toBe(tiny);
    expect(none.headers).toEqual({});
    expect(small.headers).toEqual({});
    expect(copies).toEqual({});
  });
});
