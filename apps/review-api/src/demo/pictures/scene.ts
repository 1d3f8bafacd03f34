/**
 * Procedural, photo-like demo landscapes: one seed, one picture, always the same.
 *
 * The scene is plain SVG (gradients, paths, rects, circles; no filters, so librsvg rasterises it
 * in a few milliseconds). The seed picks the mood (day, sunset, night, …), the palette, where the
 * horizon and the sun or moon sit, the mountain ridges, water, and a skyline or a forest, so two
 * seeds differ in layout and brightness, not only in hue (the perceptual-hash test relies on it).
 */

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for pictures. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const r1 = (v: number) => Math.round(v * 10) / 10;

function hex({ h, s, l }: Hsl): string {
  const hh = (((h % 360) + 360) % 360) / 60;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const c = (1 - Math.abs(2 * ll - 1)) * ss;
  const x = c * (1 - Math.abs((hh % 2) - 1));
  const [r, g, b] =
    hh < 1
      ? [c, x, 0]
      : hh < 2
        ? [x, c, 0]
        : hh < 3
          ? [0, c, x]
          : hh < 4
            ? [0, x, c]
            : hh < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = ll - c / 2;
  const to = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

function rgb({ h, s, l }: Hsl): [number, number, number] {
  const v = hex({ h, s, l });
  return [1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function hsl([r, g, b]: [number, number, number]): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

/** Linear blend of two colours in RGB (no detour through unrelated hues). */
function mix(a: Hsl, b: Hsl, t: number): Hsl {
  const x = rgb(a);
  const y = rgb(b);
  return hsl([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as [number, number, number]);
}

export type Mood = 'day' | 'sunset' | 'night' | 'dawn' | 'overcast' | 'desert' | 'snow';

interface Palette {
  mood: Mood;
  skyTop: Hsl;
  skyHorizon: Hsl;
  orb: Hsl;
  orbGlow: Hsl;
  farLand: Hsl;
  nearLand: Hsl;
  ground: Hsl;
  groundFar: Hsl;
  water: Hsl;
  accent: Hsl;
}

const MOODS: readonly Mood[] = ['day', 'sunset', 'night', 'dawn', 'overcast', 'desert', 'snow'];

function palette(rng: Rng, mood: Mood): Palette {
  const hue = between(rng, 0, 360);
  const landHue = pick(rng, [95, 120, 140, 30, 160, 75]) + between(rng, -15, 15);
  const jitter = () => between(rng, -12, 12);
  switch (mood) {
    case 'day':
      return {
        mood,
        skyTop: { h: 210 + jitter(), s: 70, l: 52 + jitter() / 2 },
        skyHorizon: { h: 195 + jitter(), s: 60, l: 82 },
        orb: { h: 50, s: 100, l: 92 },
        orbGlow: { h: 50, s: 100, l: 80 },
        farLand: { h: 215, s: 25, l: 62 },
        nearLand: { h: landHue, s: 45, l: 30 + jitter() / 2 },
        ground: { h: landHue, s: 50, l: 26 },
        groundFar: { h: landHue + 10, s: 45, l: 42 },
        water: { h: 205, s: 55, l: 48 },
        accent: { h: hue, s: 60, l: 55 },
      };
    case 'sunset':
      return {
        mood,
        skyTop: { h: 265 + jitter(), s: 45, l: 28 },
        skyHorizon: { h: 22 + jitter(), s: 95, l: 62 },
        orb: { h: 40, s: 100, l: 75 },
        orbGlow: { h: 25, s: 100, l: 60 },
        farLand: { h: 300 + jitter(), s: 25, l: 40 },
        nearLand: { h: 280 + jitter(), s: 30, l: 18 },
        ground: { h: 260, s: 25, l: 10 },
        groundFar: { h: 300, s: 25, l: 24 },
        water: { h: 20, s: 70, l: 45 },
        accent: { h: 45, s: 90, l: 65 },
      };
    case 'night':
      return {
        mood,
        skyTop: { h: 228 + jitter(), s: 60, l: 8 },
        skyHorizon: { h: 220 + jitter(), s: 45, l: 30 },
        orb: { h: 55, s: 30, l: 93 },
        orbGlow: { h: 210, s: 40, l: 50 },
        farLand: { h: 225, s: 25, l: 16 },
        nearLand: { h: 230, s: 25, l: 9 },
        ground: { h: 230, s: 20, l: 5 },
        groundFar: { h: 225, s: 25, l: 11 },
        water: { h: 220, s: 40, l: 20 },
        accent: { h: 48, s: 100, l: 70 },
      };
    case 'dawn':
      return {
        mood,
        skyTop: { h: 200 + jitter(), s: 45, l: 60 },
        skyHorizon: { h: 340 + jitter(), s: 70, l: 85 },
        orb: { h: 45, s: 100, l: 90 },
        orbGlow: { h: 20, s: 90, l: 80 },
        farLand: { h: 330, s: 20, l: 70 },
        nearLand: { h: landHue, s: 30, l: 40 },
        ground: { h: landHue, s: 35, l: 34 },
        groundFar: { h: landHue, s: 30, l: 50 },
        water: { h: 330, s: 40, l: 72 },
        accent: { h: hue, s: 55, l: 60 },
      };
    case 'overcast':
      return {
        mood,
        skyTop: { h: hue, s: 8, l: 62 + jitter() / 2 },
        skyHorizon: { h: hue, s: 10, l: 78 },
        orb: { h: hue, s: 10, l: 88 },
        orbGlow: { h: hue, s: 10, l: 82 },
        farLand: { h: hue, s: 8, l: 55 },
        nearLand: { h: landHue, s: 18, l: 26 },
        ground: { h: landHue, s: 22, l: 20 },
        groundFar: { h: landHue, s: 15, l: 34 },
        water: { h: hue, s: 12, l: 50 },
        accent: { h: 0, s: 65, l: 45 },
      };
    case 'desert':
      return {
        mood,
        skyTop: { h: 212 + jitter(), s: 70, l: 36 },
        skyHorizon: { h: 198, s: 55, l: 60 },
        orb: { h: 55, s: 100, l: 96 },
        orbGlow: { h: 45, s: 100, l: 85 },
        farLand: { h: 18 + jitter(), s: 50, l: 60 },
        nearLand: { h: 28 + jitter(), s: 60, l: 66 },
        ground: { h: 40 + jitter(), s: 70, l: 80 },
        groundFar: { h: 34, s: 60, l: 72 },
        water: { h: 185, s: 60, l: 45 },
        accent: { h: 120, s: 35, l: 30 },
      };
    case 'snow':
      return {
        mood,
        skyTop: { h: 215 + jitter(), s: 45, l: 28 },
        skyHorizon: { h: 205, s: 35, l: 52 },
        orb: { h: 50, s: 80, l: 95 },
        orbGlow: { h: 200, s: 60, l: 85 },
        farLand: { h: 215, s: 20, l: 84 },
        nearLand: { h: 210, s: 15, l: 92 },
        ground: { h: 205, s: 25, l: 95 },
        groundFar: { h: 210, s: 20, l: 85 },
        water: { h: 210, s: 45, l: 40 },
        accent: { h: 150, s: 40, l: 18 },
      };
  }
}

/** A ridge line from x=0 to x=w by midpoint displacement, then closed down to the bottom. */
function ridge(
  rng: Rng,
  w: number,
  h: number,
  base: number,
  amp: number,
  rough: number,
  tilt: number,
): string {
  const n = 32;
  const ys = new Array<number>(n + 1).fill(0);
  ys[0] = base - tilt / 2 + between(rng, -amp, amp) * 0.4;
  ys[n] = base + tilt / 2 + between(rng, -amp, amp) * 0.4;
  let step = n;
  let scale = amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + between(rng, -scale, scale);
    }
    step = half;
    scale *= rough;
  }
  const pts = ys.map((y, i) => `${r1((i / n) * w)},${r1(clamp(y, 0, h))}`);
  return `M0,${h} L${pts.join(' L')} L${w},${h} Z`;
}

/** One smooth rolling hill as a quadratic curve. */
function hill(rng: Rng, w: number, h: number, top: number): string {
  const cx = between(rng, -0.2, 1.2) * w;
  const half = between(rng, 0.35, 0.8) * w;
  return `M${r1(cx - half)},${h} Q${r1(cx)},${r1(top - (h - top) * 0.9)} ${r1(cx + half)},${h} Z`;
}

export type Feature = 'city' | 'forest' | 'trees' | 'none';

/** The few choices that decide a scene's composition and overall light; the rest is detail. */
export interface SceneLayout {
  mood: Mood;
  /** Horizon height as a share of the picture height (0 = top). */
  horizon: number;
  /** How far the mountains rise above the horizon, as a share of the height. */
  relief: number;
  /** Slope of the land: how much lower its right edge sits than its left, as a share of the height. */
  tilt: number;
  /** Sun or moon centre as shares of width and height. */
  orbX: number;
  orbY: number;
  feature: Feature;
  /** Horizontal span of the skyline or forest, as shares of the width. */
  spanStart: number;
  spanEnd: number;
}

export function sceneLayout(seed: number): SceneLayout {
  const rng = mulberry32((seed ^ 0x1a70e7) >>> 0);
  const mood = pick(rng, MOODS);
  const horizon = between(rng, 0.3, 0.75);
  const relief = rng() < 0.55 ? between(rng, 0.12, 0.28) : between(rng, 0.02, 0.07);
  const tilt = between(rng, -0.22, 0.22);
  const orbX = between(rng, 0.08, 0.92);
  const orbY = between(rng, 0.12, 0.85) * horizon;
  const feature = pick<Feature>(rng, [
    'city',
    'forest',
    'trees',
    'forest',
    'none',
    'city',
    'trees',
  ]);
  const side = rng();
  const spanStart = side < 0.33 ? 0 : side < 0.66 ? between(rng, 0.3, 0.5) : between(rng, 0, 0.2);
  const spanEnd = spanStart + between(rng, 0.35, 0.7);
  return { mood, horizon, relief, tilt, orbX, orbY, feature, spanStart, spanEnd };
}

/** Scenes whose ground is brighter than their sky (the rest are bright above, dark below). */
const brightGround = (mood: Mood) => mood === 'desert' || mood === 'snow';

/** Roughly where land meets sky at `x` (shares of width and height). */
const skyline = (l: SceneLayout, x: number) => l.horizon - l.relief * 0.6 + l.tilt * (x - 0.5);

/**
 * Whether two layouts are unmistakably different pictures: opposite light (bright ground against
 * bright sky) or skylines far apart, and never the same foreground in the same place.
 */
export function layoutsContrast(a: SceneLayout, b: SceneLayout): boolean {
  const light = brightGround(a.mood) !== brightGround(b.mood);
  let gap = 0;
  for (let x = 0.05; x < 1; x += 0.1) gap += Math.abs(skyline(a, x) - skyline(b, x)) / 10;
  const horizon = gap >= 0.15;
  const overlap =
    a.feature !== 'none' &&
    a.feature === b.feature &&
    Math.min(a.spanEnd, b.spanEnd) - Math.max(a.spanStart, b.spanStart) > 0.25;
  return (light || horizon) && !overlap;
}

/**
 * Candidate seeds for a picture that is clearly not `seed`'s picture: a short, fixed run derived
 * from `seed ^ mask`, those whose layout contrasts with it first. Deterministic and cheap.
 */
export function contrastingSeeds(seed: number, count = 8, mask = 0x9e3779b9): number[] {
  const own = sceneLayout(seed);
  const start = (seed ^ mask) >>> 0;
  const good: number[] = [];
  const rest: number[] = [];
  for (let k = 0; k < 64 && good.length < count; k++) {
    const candidate = (start + Math.imul(k, 0x2545f491)) >>> 0;
    if (candidate === seed >>> 0) continue;
    (layoutsContrast(own, sceneLayout(candidate)) ? good : rest).push(candidate);
  }
  return [...good, ...rest].slice(0, count);
}

/**
 * Seeds whose scene looks like `seed`'s at a glance (hard negatives for the similarity
 * suggestions): same mood and foreground, horizon and skyline close, the foreground's span
 * overlapping; closest first. A fixed run of candidates from `seed ^ mask`; deterministic.
 */
export function similarSeeds(seed: number, count = 4, mask = 0x51a1ab1e): number[] {
  const own = sceneLayout(seed);
  const start = (seed ^ mask) >>> 0;
  const found: { seed: number; distance: number }[] = [];
  for (let k = 0; k < 3000; k++) {
    const candidate = (start + Math.imul(k, 0x2545f491)) >>> 0;
    if (candidate === seed >>> 0) continue;
    const other = sceneLayout(candidate);
    if (other.mood !== own.mood || other.feature !== own.feature) continue;
    found.push({ seed: candidate, distance: layoutDistance(own, other) });
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.seed - b.seed)
    .slice(0, count)
    .map((f) => f.seed);
}

/** How far apart two layouts' compositions are (skyline, orb, foreground span), roughly 0..1. */
function layoutDistance(a: SceneLayout, b: SceneLayout): number {
  let gap = 0;
  for (let x = 0.05; x < 1; x += 0.1) gap += Math.abs(skyline(a, x) - skyline(b, x)) / 10;
  const orb = Math.hypot(a.orbX - b.orbX, a.orbY - b.orbY);
  const span = Math.abs(a.spanStart - b.spanStart) + Math.abs(a.spanEnd - b.spanEnd);
  return gap + orb * 0.3 + span * 0.2;
}

export function sceneSvg(seed: number, width: number, height: number): string {
  return drawScene(sceneLayout(seed), seed, seed, width, height);
}

/**
 * A scene with a given layout, the palette drawn from `paletteSeed` and every detail (clouds,
 * ridges, buildings, trees) from `detailSeed`: with one seed for both and that seed's layout it is
 * exactly sceneSvg. Another detail seed is the same place in the same light photographed by
 * someone else; a shifted layout is another viewpoint (hard negatives).
 */
export function sceneSvgWith(
  layout: SceneLayout,
  paletteSeed: number,
  detailSeed: number,
  width: number,
  height: number,
): string {
  return drawScene(layout, paletteSeed, detailSeed, width, height);
}

function drawScene(
  layout: SceneLayout,
  paletteSeed: number,
  detailSeed: number,
  width: number,
  height: number,
): string {
  let rng = mulberry32((paletteSeed ^ 0x5eed1234) >>> 0);
  const w = width;
  const h = height;
  const p = palette(rng, layout.mood);
  // One stream for both when the seeds agree, so sceneSvg draws what it always drew.
  if (detailSeed !== paletteSeed) rng = mulberry32((detailSeed ^ 0x5eed1234) >>> 0);
  const night = p.mood === 'night';
  const parts: string[] = [];
  const defs: string[] = [];

  // Sky.
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${hex(p.skyTop)}"/>` +
      `<stop offset="1" stop-color="${hex(p.skyHorizon)}"/></linearGradient>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);

  const horizon = h * layout.horizon;

  // Stars or clouds.
  if (night) {
    const stars = 40 + Math.floor(rng() * 60);
    for (let i = 0; i < stars; i++) {
      const x = r1(rng() * w);
      const y = r1(rng() * horizon);
      const r = r1(between(rng, 0.4, 1.6) * (w / 640));
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${r1(between(rng, 0.4, 1))}"/>`,
      );
    }
  } else {
    const clouds = Math.floor(rng() * (p.mood === 'overcast' ? 7 : 4));
    const cloudCol = p.mood === 'sunset' ? hex(mix(p.skyHorizon, p.orb, 0.4)) : '#ffffff';
    for (let i = 0; i < clouds; i++) {
      const cx = rng() * w;
      const cy = between(rng, 0.08, 0.75) * horizon;
      const s = between(rng, 0.06, 0.14) * w;
      const op = r1(between(rng, 0.5, 0.85));
      let blob = '';
      for (let k = 0; k < 5; k++) {
        blob += `<ellipse cx="${r1(cx + (k - 2) * s * 0.55 + between(rng, -0.1, 0.1) * s)}" cy="${r1(cy - Math.sin((k / 4) * Math.PI) * s * 0.3)}" rx="${r1(s * between(rng, 0.45, 0.7))}" ry="${r1(s * between(rng, 0.25, 0.4))}"/>`;
      }
      parts.push(`<g fill="${cloudCol}" opacity="${op}">${blob}</g>`);
    }
  }

  // Sun or moon with a glow.
  const orbX = layout.orbX * w;
  const orbY = layout.orbY * h;
  const orbR = between(rng, 0.035, 0.085) * w;
  defs.push(
    `<radialGradient id="glow"><stop offset="0" stop-color="${hex(p.orbGlow)}" stop-opacity="0.85"/>` +
      `<stop offset="1" stop-color="${hex(p.orbGlow)}" stop-opacity="0"/></radialGradient>`,
  );
  parts.push(
    `<circle cx="${r1(orbX)}" cy="${r1(orbY)}" r="${r1(orbR * between(rng, 3, 6))}" fill="url(#glow)"/>`,
  );
  let moonMask = '';
  if (night && rng() < 0.7) {
    // Crescent: mask out part of the moon's disc.
    const dx = orbR * between(rng, 0.3, 0.6) * (rng() < 0.5 ? -1 : 1);
    defs.push(
      `<mask id="crescent"><circle cx="${r1(orbX)}" cy="${r1(orbY)}" r="${r1(orbR)}" fill="#fff"/>` +
        `<circle cx="${r1(orbX + dx)}" cy="${r1(orbY - orbR * 0.2)}" r="${r1(orbR * 0.9)}" fill="#000"/></mask>`,
    );
    moonMask = ' mask="url(#crescent)"';
  }
  parts.push(
    `<circle cx="${r1(orbX)}" cy="${r1(orbY)}" r="${r1(orbR)}" fill="${hex(p.orb)}"${moonMask}/>`,
  );

  // Mountain ridges, far to near, hazier far away.
  const layers = 2 + Math.floor(rng() * 3);
  const mountainous = layout.relief > 0.1;
  const tilt = layout.tilt * h;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const col = mix(mix(p.farLand, p.skyHorizon, 0.3), p.nearLand, t);
    const base = horizon - (1 - t * 0.7) * layout.relief * h * 0.6;
    const amp = layout.relief * h * between(rng, 0.6, 0.9) * (1 - t * 0.5);
    const d = ridge(rng, w, h, base, amp, mountainous ? 0.68 : 0.5, tilt);
    parts.push(`<path d="${d}" fill="${hex(col)}"/>`);
    if (p.mood === 'snow' || (mountainous && i === 0 && rng() < 0.4)) {
      // Snow caps: a lighter, jagged band high on the far ridge.
      parts.push(
        `<path d="${ridge(rng, w, h, base - amp * 0.6, amp * 0.5, 0.5, tilt)}" fill="#f4f7fb" opacity="0.35"/>`,
      );
    }
  }

  // Ground plane.
  const groundTop = horizon + h * between(rng, 0.02, 0.06);
  defs.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${hex(p.groundFar)}"/>` +
      `<stop offset="1" stop-color="${hex(p.ground)}"/></linearGradient>`,
  );
  parts.push(`<path d="${ridge(rng, w, h, groundTop, h * 0.02, 0.4, tilt)}" fill="url(#ground)"/>`);
  /** Where the (sloping) ground is at x. */
  const groundAt = (x: number) => groundTop + tilt * (clamp(x, 0, w) / w - 0.5);

  // Water: a lake band reflecting the sky and the orb.
  if (Math.abs(layout.tilt) < 0.12 && rng() < 0.5) {
    const top = groundTop + Math.abs(tilt) / 2 + (h - groundTop) * between(rng, 0.05, 0.3);
    const bottom = top + (h - top) * between(rng, 0.3, 0.8);
    const left = between(rng, -0.3, 0.4) * w;
    const right = left + between(rng, 0.5, 1.2) * w;
    defs.push(
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${hex(mix(p.skyHorizon, p.water, 0.4))}"/>` +
        `<stop offset="1" stop-color="${hex(p.water)}"/></linearGradient>`,
    );
    parts.push(
      `<ellipse cx="${r1((left + right) / 2)}" cy="${r1((top + bottom) / 2)}" rx="${r1((right - left) / 2)}" ry="${r1((bottom - top) / 2)}" fill="url(#water)"/>`,
    );
    if (orbX > left && orbX < right) {
      const rt = top + (bottom - top) * 0.15;
      for (let k = 0; k < 4; k++) {
        const y = rt + k * (bottom - top) * 0.12;
        const half = orbR * (1.2 - k * 0.2);
        parts.push(
          `<rect x="${r1(orbX - half)}" y="${r1(y)}" width="${r1(half * 2)}" height="${r1(Math.max(1, h * 0.006))}" fill="${hex(p.orb)}" opacity="${r1(0.6 - k * 0.12)}"/>`,
        );
      }
    }
  }

  // Foreground: rolling hills, then a skyline, a forest, or a few big trees.
  const hills = Math.floor(rng() * 3);
  for (let i = 0; i < hills; i++) {
    const top = groundTop + Math.abs(tilt) / 2 + (h - groundTop) * between(rng, 0.1, 0.5);
    const col = mix(p.ground, p.nearLand, between(rng, 0, 1));
    col.l = clamp(col.l + between(rng, -8, 8), 3, 97);
    parts.push(`<path d="${hill(rng, w, h, top)}" fill="${hex(col)}"/>`);
  }

  const feature = layout.feature;
  const spanStart = layout.spanStart * w;
  const spanEnd = layout.spanEnd * w;
  if (feature === 'city') {
    const dark = mix(p.nearLand, { h: p.nearLand.h, s: 10, l: night ? 8 : 22 }, 0.6);
    const lit = hex(p.accent);
    let x = spanStart;
    while (x < spanEnd) {
      const bw = between(rng, 0.035, 0.08) * w;
      const bh = between(rng, 0.08, 0.42) * h;
      const baseY = groundAt(x) + h * 0.02;
      const shade = { ...dark, l: clamp(dark.l + between(rng, -6, 10), 2, 90) };
      parts.push(
        `<rect x="${r1(x)}" y="${r1(baseY - bh)}" width="${r1(bw)}" height="${r1(bh + h)}" fill="${hex(shade)}"/>`,
      );
      const cols = Math.max(1, Math.floor(bw / (w * 0.014)));
      const rows = Math.max(1, Math.floor(bh / (h * 0.035)));
      const ww = (bw / cols) * 0.45;
      const wh = h * 0.014;
      for (let cx = 0; cx < cols; cx++) {
        for (let ry = 0; ry < rows; ry++) {
          if (rng() < (night ? 0.45 : 0.25)) {
            parts.push(
              `<rect x="${r1(x + (cx + 0.28) * (bw / cols))}" y="${r1(baseY - bh + (ry + 0.4) * h * 0.035)}" width="${r1(ww)}" height="${r1(wh)}" fill="${night ? lit : hex({ ...shade, l: shade.l + 25 })}"/>`,
            );
          }
        }
      }
      x += bw + between(rng, 0, 0.01) * w;
    }
  } else if (feature === 'forest') {
    const trees = 10 + Math.floor(rng() * 18);
    const col = mix(p.nearLand, { h: p.nearLand.h, s: 40, l: night ? 5 : 15 }, 0.5);
    for (let i = 0; i < trees; i++) {
      const x = between(rng, spanStart, spanEnd);
      const g = groundAt(x);
      const by = g + (h - g) * between(rng, 0, 0.45);
      const th = between(rng, 0.1, 0.28) * h * (0.6 + (by - g) / (h - g));
      const tw = th * between(rng, 0.28, 0.4);
      const shade = hex({ ...col, l: clamp(col.l + between(rng, -5, 8), 2, 90) });
      parts.push(
        `<path d="M${r1(x - tw / 2)},${r1(by)} L${r1(x)},${r1(by - th)} L${r1(x + tw / 2)},${r1(by)} Z" fill="${shade}"/>`,
      );
    }
  } else if (feature === 'trees') {
    const trees = 1 + Math.floor(rng() * 3);
    for (let i = 0; i < trees; i++) {
      const x = between(rng, spanStart, spanEnd);
      const by = groundAt(x) + (h - groundAt(x)) * between(rng, 0.3, 0.9);
      const th = between(rng, 0.25, 0.5) * h;
      const cr = th * between(rng, 0.3, 0.45);
      const crown = mix(p.nearLand, p.accent, 0.25);
      parts.push(
        `<rect x="${r1(x - cr * 0.09)}" y="${r1(by - th * 0.6)}" width="${r1(cr * 0.18)}" height="${r1(th * 0.6)}" fill="${hex({ h: 25, s: 35, l: night ? 8 : 22 })}"/>`,
      );
      for (let k = 0; k < 4; k++) {
        const c = { ...crown, l: clamp(crown.l + (k - 1.5) * 4, 3, 90) };
        parts.push(
          `<circle cx="${r1(x + between(rng, -0.45, 0.45) * cr)}" cy="${r1(by - th + between(rng, -0.3, 0.3) * cr)}" r="${r1(cr * between(rng, 0.6, 0.85))}" fill="${hex(c)}"/>`,
        );
      }
    }
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs.join('')}</defs>${parts.join('')}</svg>`
  );
}
