import type { ApiExtension } from '@sightings/domain-model';
import type { CapabilitiesSource } from './capabilities';
import { ApiError } from './errors';

/**
 * The refusal of a call that only an extension offers, on a server that does not advertise it:
 * the 404 `NOT_FOUND` such a server would answer, made here without sending the request.
 */
export function notOffered(name: ApiExtension): ApiError {
  return new ApiError(`This server does not offer ${name} (GET /capabilities).`, {
    status: 404,
    errorDefinition: 'NOT_FOUND',
  });
}

/**
 * Runs `call` when the server advertises `name`; otherwise rejects with `notOffered(name)` and
 * sends nothing (docs/api-contract.md: an extension is used only when advertised).
 */
export async function whenOffered<T>(
  caps: CapabilitiesSource,
  name: ApiExtension,
  call: () => Promise<T>,
): Promise<T> {
  if (!(await caps.has(name))) throw notOffered(name);
  return call();
}
