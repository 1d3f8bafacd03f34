import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers of every answer, set by @fastify/helmet:
 * - a strict Content-Security-Policy for the console: its own scripts and styles only (the build
 *   has no inline script or style element), pictures from itself or the `blob:` URLs it makes
 *   of fetched pictures, calls to its own API, no plugins, no framing by anyone
 *   (`frame-ancestors 'none'`, and X-Frame-Options DENY for older browsers);
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (a usage URL opened from the
 *   console learns nothing of it), Cross-Origin-Opener/Resource-Policy same-origin.
 * `upgrade-insecure-requests` is left out: the console is also served over plain HTTP on a
 * team's network (`HOST=0.0.0.0`), where upgrading its requests would break it.
 * The API reference (`/api/docs`, Swagger UI) runs under the same policy: it has no inline
 * script either.
 */
export const helmetOptions: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};
