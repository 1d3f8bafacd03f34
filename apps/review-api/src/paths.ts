/**
 * This package's folder (apps/review-api/). The sources (`src/`) and the built server (`dist/`,
 * one folder of bundled files) both sit directly in it, so a path from here is the same whether
 * the server runs from TypeScript or from its build: keep this file directly in `src/`.
 */
export const packageDir = new URL('../', import.meta.url);
