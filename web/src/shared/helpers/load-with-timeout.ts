/** A page's script that has not loaded after 120 s is a failure, not a hang. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Wraps a dynamic import so that it settles within `timeoutMs`: a slow or failed load rejects
 * with a ChunkLoadError, which the route's error component shows with a retry button. Each call
 * starts a fresh attempt, so a retry loads the chunk again.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`页面脚本加载超时（${timeoutMs / 1000} 秒）`)),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            new ChunkLoadError(
              `页面脚本加载失败：${error instanceof Error ? error.message : String(error)}`,
            ),
          );
        },
      );
    });
}
