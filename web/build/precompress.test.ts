import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ysy-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = 'export const 名称 = "易商云";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    await precompressDir(dir);

    const file = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    // Too small to gain, and not a text type: left alone.
    expect('a{}'.length).toBeLessThan(MIN_BYTES);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });

  it('drops a copy that would not save a tenth', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ysy-precompress-'));
    // Random bytes do not compress at all.
    const noise = randomBytes(3000);
    writeFileSync(join(dir, 'noise.txt'), noise);
    const [result] = await precompressDir(dir);
    expect(result?.br).toBeUndefined();
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
  });
});
