import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { describe, expect, it } from 'vitest';
import { utf8Text } from './utf8-text';

/** Small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Code points from every UTF-8 length: ASCII, Latin, CJK, emoji (surrogate pairs), BOM. */
const POINTS = [0x22, 0x41, 0x7f, 0xe9, 0x7ff, 0x800, 0x4e2d, 0x79d1, 0xfeff, 0xffff, 0x1f600];

function randomText(next: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    const base = POINTS[Math.floor(next() * POINTS.length)] ?? 0x41;
    text += String.fromCodePoint(base);
  }
  return text;
}

describe('utf8Text', () => {
  it('gives the same string as toString for every route sample reply', () => {
    for (const sample of Object.values(routeSamples)) {
      const bytes = Buffer.from(JSON.stringify(sample.reply));
      expect(utf8Text(bytes)).toBe(bytes.toString('utf8'));
    }
  });

  it('gives the same string as toString for random valid UTF-8, ASCII and empty input', () => {
    const next = random(20261123);
    for (let i = 0; i < 500; i++) {
      const bytes = Buffer.from(randomText(next, Math.floor(next() * 200)));
      expect(utf8Text(bytes)).toBe(bytes.toString('utf8'));
    }
    expect(utf8Text(Buffer.from('{"code":0,"msg":"ok"}'))).toBe('{"code":0,"msg":"ok"}');
    expect(utf8Text(Buffer.alloc(0))).toBe('');
  });

  it('gives the same replacement characters as toString for invalid UTF-8', () => {
    const next = random(7);
    for (let i = 0; i < 500; i++) {
      const bytes = Buffer.from(randomText(next, 1 + Math.floor(next() * 40)));
      // Corrupt one byte: a lone continuation byte, a cut sequence or a byte never valid.
      bytes[Math.floor(next() * bytes.length)] =
        [0x80, 0xc3, 0xe4, 0xff][Math.floor(next() * 4)] ?? 0xff;
      expect(utf8Text(bytes)).toBe(bytes.toString('utf8'));
    }
    const cut = Buffer.from([0x22, 0xe4, 0xb8, 0x22, 0xff, 0x22]);
    expect(utf8Text(cut)).toBe(cut.toString('utf8'));
  });
});
