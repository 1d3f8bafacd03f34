import type { ApiExtension } from '@sightings/domain-model';
import { useEffect, useState } from 'react';
import { api } from '../api';

/**
 * Whether the server offers an extension (docs/api-contract.md), for a screen that shows or
 * hides what needs one: `undefined` until the client knows (it asks once per session), then
 * true or false. A failed question counts as no extension: the screen offers the specs' forms.
 * The calls themselves choose their form in the api-client; this is only for what is shown.
 */
export function useExtension(name: ApiExtension): boolean | undefined {
  const [offered, setOffered] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.capabilities().then(
      (capabilities) => live && setOffered(capabilities.has(name)),
      () => live && setOffered(false),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return offered;
}

/** The same question outside React (stores): false when the question fails. */
export async function hasExtension(name: ApiExtension): Promise<boolean> {
  try {
    return (await api.capabilities()).has(name);
  } catch {
    return false;
  }
}
