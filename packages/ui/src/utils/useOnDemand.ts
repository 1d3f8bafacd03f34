import { useEffect, useState } from 'react';

/** Modules loaded so far, by their loader: a later mount has them at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Code loaded on demand, without a Suspense boundary: `load` (a module-level function that calls
 * `import()`) runs when `wanted` is first true; this returns null until the module has arrived,
 * then the module, from then on and at once on later mounts. Render its component while it is
 * there, so a dialog loaded this way closes and opens again as any other.
 *
 * Unlike `React.lazy` in a Suspense boundary, what arrives shows at once: React holds content
 * revealed after a Suspense fallback back for up to 300 ms (its fallback throttle), which a
 * dialog opened by a key or a toast would wait for every time its code is first needed.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (!wanted || module !== null) return undefined;
    let alive = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (alive) setModule(() => value);
      },
      () => undefined, // Not loaded (offline): nothing shows, as before it was wanted.
    );
    return () => {
      alive = false;
    };
  }, [load, wanted, module]);
  return module;
}
