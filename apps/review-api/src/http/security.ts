import type { FastifyHelmetOptions } from '@fastify/helmet';
import { createHash } from 'node:crypto';

/**
 * The two style elements react-aria adds to the page (`usePress`: touch handling of pressable
 * elements; `usePreventScroll`: overscroll inside an open overlay), exactly as it writes them.
 * The policy allows these by hash and no other inline style. After a react-aria upgrade that
 * changes them, the e2e CSP test reports the violation with the new text's hash.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The security headers of every answer, set by @fastify/helmet:
 * - a strict Content-Security-Policy for the console: its own scripts only (the build has no
 *   inline script), its own style sheets plus react-aria's two style elements (by hash),
 *   pictures from itself or the `blob:` URLs it makes of fetched pictures, calls to its own
 *   API, no plugins, no framing by anyone (`frame-ancestors 'none'`, and X-Frame-Options DENY
 *   for older browsers);
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (a usage URL opened from the
 *   console learns nothing of it), Cross-Origin-Opener/Resource-Policy same-origin.
 * `upgrade-insecure-requests` is left out: the console is also served over plain HTTP on a
 * team's network (`HOST=0.0.0.0`), where upgrading its requests would break it.
 */
export const helmetOptions: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...REACT_ARIA_STYLES.map(styleHash)],
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

/**
 * The API reference (`/api/docs`, Swagger UI, our own static page with no user data) adds
 * style elements of its own: its pages allow inline styles, nothing else is relaxed.
 */
export function docsPolicy(policy: string): string {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
