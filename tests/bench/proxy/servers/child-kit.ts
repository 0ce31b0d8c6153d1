/**
 * The child side of the parent/child protocol (see ../children.ts): a server process reports
 * its URL once it listens, sends progress lines, and cleans up when the parent stops it or dies
 * (so no temp database is left behind by a Ctrl-C).
 */

export type ChildInfo = Record<string, string | number>;

function send(message: unknown): void {
  if (process.send) process.send(message);
}

export function ready(url: string, info: ChildInfo = {}): void {
  send({ type: 'ready', url, info });
}

export function progress(text: string): void {
  send({ type: 'log', text });
}

/** The first message the parent sends (e.g. the recorded replies), for children that need input. */
export function firstMessage(): Promise<unknown> {
  return new Promise((resolve) => process.once('message', resolve));
}

/** Runs `cleanup` once on SIGTERM/SIGINT or when the parent goes away, then exits. */
export function onStop(cleanup: () => Promise<void> | void): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      try {
        await cleanup();
      } catch (error) {
        console.error(error);
      }
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

/** A start-up failure ends the child with a message the parent shows. */
export function failOn(promise: Promise<unknown>): void {
  promise.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
