import type { PairMark } from '@sightings/domain-model';
import type { ImagePair } from './ImagePairGrid';

/**
 * Demo pairs for stories and tests, drawn as inline SVG data URLs (no network): a few coloured
 * shapes per picture. An identical pair's found copy is the original slightly cropped; a
 * different pair's found picture has other shapes and colours.
 */

const COLOURS = ['#2f6fb5', '#c2452d', '#2e8b57', '#d99a1c', '#7a4fb0', '#1f8a94', '#b0356f'];

function svgUrl(body: string, viewBox = '0 0 120 120'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function shapes(seed: number): string {
  const a = COLOURS[seed % COLOURS.length]!;
  const b = COLOURS[(seed + 2) % COLOURS.length]!;
  const c = COLOURS[(seed + 4) % COLOURS.length]!;
  const x = 20 + ((seed * 17) % 50);
  const y = 20 + ((seed * 29) % 40);
  return `<rect width="120" height="120" fill="#eef3f7"/>
<circle cx="${x + 10}" cy="${y + 10}" r="${18 + (seed % 10)}" fill="${a}"/>
<rect x="${90 - (seed % 30)}" y="${60 + (seed % 25)}" width="34" height="26" rx="4" fill="${b}"/>
<path d="M10 110 L${40 + (seed % 30)} ${70 - (seed % 20)} L80 110 Z" fill="${c}"/>`;
}

/** The original picture of demo seed `seed`. */
export function demoOriginal(seed: number): string {
  return svgUrl(shapes(seed));
}

/** The found picture: the original cropped a little when alike, other shapes when not. */
export function demoFound(seed: number, alike: boolean): string {
  return alike ? svgUrl(shapes(seed), '6 4 110 112') : svgUrl(shapes(seed + 3), '0 0 120 120');
}

/** A data URL that fails to load. */
export const BROKEN_PICTURE = 'data:image/png;base64,AAAA';

/** `count` demo pairs with ids from `firstId`; every fourth pair's found picture differs. */
export function demoPairs(count: number, firstId = 1001): ImagePair[] {
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const host = `shop-${(i % 7) + 1}.example.com`;
    const usageUrl = `https://${host}/products/${id}`;
    return {
      id,
      originalSrc: demoOriginal(i),
      foundSrc: demoFound(i, i % 4 !== 3),
      usageUrl,
      hints: {
        agencyId: `AG-${100 + (i % 5)}`,
        imageId: `IMG-${id}`,
        imageSource: i % 2 === 0 ? 'Agency upload' : 'Library import',
        imageUrl: `https://images.example.org/library/${id}.jpg`,
        usageUrl,
      },
    };
  });
}

/** Marks for demo pairs: `decisions({ 1001: 'IDENTICAL' })` as the grid takes them. */
export type DemoDecisions = Record<number, PairMark | undefined>;
