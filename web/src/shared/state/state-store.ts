/** A plain object behind `useSyncExternalStore`: each change makes a new snapshot and notifies. */
export interface StateStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
  set(patch: Partial<S>): void;
  /** Forgets every listener (the owner is done). */
  clear(): void;
}

export function createStateStore<S extends object>(initial: S): StateStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    clear: () => listeners.clear(),
  };
}
