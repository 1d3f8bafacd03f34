/**
 * A similar pair for stories and tests, drawn as inline SVG: the found picture is the original
 * cropped a little and slightly warmer, as a close call on the Images page looks.
 */
function landscape({ viewBox, sky, sun }: { viewBox: string; sky: string; sun: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">
<rect x="-50" y="-50" width="500" height="400" fill="${sky}"/>
<circle cx="300" cy="80" r="40" fill="${sun}"/>
<path d="M0 230 L110 110 L190 200 L260 140 L400 250 L400 300 L0 300 Z" fill="#3d6b4f"/>
<path d="M0 260 L400 240 L400 300 L0 300 Z" fill="#2f4f3a"/>
<rect x="60" y="205" width="50" height="40" fill="#8c4a2f"/>
<path d="M55 207 L85 180 L115 207 Z" fill="#5a2e1d"/>
<text x="200" y="285" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#ffffff">Lakeside 2024</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The agency's uploaded original. */
export const SAMPLE_ORIGINAL = landscape({
  viewBox: '0 0 400 300',
  sky: '#9cc8ef',
  sun: '#f6c945',
});

/** The found copy: cropped on the left and top, a warmer sky. */
export const SAMPLE_FOUND = landscape({ viewBox: '24 18 360 270', sky: '#a9c6e3', sun: '#f3b93a' });
