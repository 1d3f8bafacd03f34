/** A round-robin proxy on loopback in front of `origins` (bench/proxy.mjs). */
export function roundRobinProxy(
  origins: string[],
  options?: { keepAlive?: boolean },
): Promise<{ url: string; close(): Promise<void> }>;
