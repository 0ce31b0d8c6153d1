import type { FastifyBaseLogger } from 'fastify';
import type { UploadStore } from './upload-store';

/** How often expired visitor uploads are deleted; reads refuse them in between. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep waits until start-up (migrations, seeding, prewarming) is over. */
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Deletes expired visitor uploads now and then. Every instance sweeps: a DELETE that finds
 * nothing costs an index look-up, so there is no need to elect one. Returns the stop function,
 * which resolves once a sweep in progress has finished (the database may close next).
 */
export function startUploadSweep(
  uploads: Pick<UploadStore, 'sweep'>,
  log: FastifyBaseLogger,
  every = SWEEP_EVERY_MS,
  first = FIRST_SWEEP_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = () => {
    running = uploads
      .sweep()
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired chat uploads deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'chat upload sweep failed'))
      .finally(() => {
        if (!stopped) schedule(every);
      });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  schedule(first);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
