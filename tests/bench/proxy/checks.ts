import { isDeepStrictEqual } from 'node:util';
import { request } from 'undici';
import { isRecord } from '@ysy/contracts/common/is-record';
import type { Child } from './children';
import type { RecordedReply } from './recorded';

/** Before any load, each config is asked once: it must answer what the recorded upstream said. */

/** Before any load: the server answers 200 with the recorded reply's JSON (same data). */
export async function checkServes(
  server: Child,
  path: string,
  expected: RecordedReply,
): Promise<void> {
  const response = await request(new URL(path, server.url));
  const text = await response.body.text();
  const json: unknown = JSON.parse(text);
  if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
    throw new Error(`${server.name} ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
  }
  if (!isDeepStrictEqual(json, JSON.parse(expected.body))) {
    throw new Error(`${server.name} ${path}: the reply differs from the recorded one`);
  }
}

/** Before any load: two replies in a row differ, and both are successes of the same shape. */
export async function checkVaries(
  server: Child,
  path: string,
  expected: RecordedReply,
): Promise<void> {
  const texts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request(new URL(path, server.url));
    const text = await response.body.text();
    const json: unknown = JSON.parse(text);
    if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
      throw new Error(`${server.name} ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
    }
    texts.push(text);
  }
  const [a, b] = texts;
  if (a === b) throw new Error(`${server.name} ${path}: the replies do not vary`);
  const shape = (text: string) => text.replace(/\d+/g, '0');
  if (shape(a ?? '') !== shape(expected.body)) {
    throw new Error(
      `${server.name} ${path}: the reply differs from the recorded one beyond numbers`,
    );
  }
}
