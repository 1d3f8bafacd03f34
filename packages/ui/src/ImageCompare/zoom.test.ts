import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  clampView,
  clampZoom,
  INITIAL_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  panLimit,
  viewTransform,
  wheelFactor,
  zoomAt,
  zoomPercent,
  type ZoomView,
} from './zoom';

describe('clampZoom', () => {
  const cases: [zoom: number, expected: number][] = [
    [1, 1],
    [0.5, MIN_ZOOM],
    [0, MIN_ZOOM],
    [-3, MIN_ZOOM],
    [2.5, 2.5],
    [8, MAX_ZOOM],
    [12, MAX_ZOOM],
    [Infinity, MAX_ZOOM],
    [NaN, MIN_ZOOM],
  ];
  it.each(cases)('%s → %s', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });

  it('takes other bounds', () => {
    expect(clampZoom(3, 1, 2)).toBe(2);
    expect(clampZoom(0.2, 0.5, 4)).toBe(0.5);
  });
});

describe('panLimit', () => {
  const cases: [zoom: number, limit: number][] = [
    [1, 0],
    [0.5, 0],
    [2, 0.5],
    [3, 1],
    [8, 3.5],
  ];
  it.each(cases)('at %sx the picture moves at most %s boxes', (zoom, limit) => {
    expect(panLimit(zoom)).toBe(limit);
  });
});

describe('clampView', () => {
  const cases: [name: string, view: ZoomView, expected: ZoomView][] = [
    ['unzoomed: no pan', { zoom: 1, x: 0.3, y: -0.2 }, { zoom: 1, x: 0, y: 0 }],
    ['within limits', { zoom: 2, x: 0.3, y: -0.2 }, { zoom: 2, x: 0.3, y: -0.2 }],
    ['beyond limits', { zoom: 2, x: 0.9, y: -0.9 }, { zoom: 2, x: 0.5, y: -0.5 }],
    ['zoom too far', { zoom: 20, x: 10, y: 0 }, { zoom: 8, x: 3.5, y: 0 }],
    ['zoom too small', { zoom: 0.25, x: 0.1, y: 0.1 }, { zoom: 1, x: 0, y: 0 }],
    ['no negative zero', { zoom: 1, x: -0.4, y: -0 }, { zoom: 1, x: 0, y: 0 }],
  ];
  it.each(cases)('%s', (_name, view, expected) => {
    const clamped = clampView(view);
    expect(clamped).toEqual(expected);
    expect(Object.is(clamped.x, -0)).toBe(false);
    expect(Object.is(clamped.y, -0)).toBe(false);
  });
});

describe('zoomAt', () => {
  const centre = { x: 0, y: 0 };
  const cases: [name: string, view: ZoomView, factor: number, point: typeof centre, ZoomView][] = [
    ['in at the centre', INITIAL_VIEW, 2, centre, { zoom: 2, x: 0, y: 0 }],
    ['out at the centre', { zoom: 4, x: 0, y: 0 }, 0.5, centre, { zoom: 2, x: 0, y: 0 }],
    [
      'in at the right edge keeps the right edge',
      INITIAL_VIEW,
      2,
      { x: 0.5, y: 0 },
      { zoom: 2, x: -0.5, y: 0 },
    ],
    [
      'in at a quarter keeps that point',
      INITIAL_VIEW,
      2,
      { x: -0.25, y: 0.25 },
      { zoom: 2, x: 0.25, y: -0.25 },
    ],
    ['clamped at 8x', { zoom: 6, x: 0, y: 0 }, 2, centre, { zoom: 8, x: 0, y: 0 }],
    ['clamped at 1x: pan back to 0', { zoom: 2, x: 0.5, y: 0 }, 0.25, centre, INITIAL_VIEW],
    [
      'zooming out pulls the pan within the new limits',
      { zoom: 3, x: 1, y: -1 },
      0.5,
      centre,
      { zoom: 1.5, x: 0.25, y: -0.25 },
    ],
  ];
  it.each(cases)('%s', (_name, view, factor, point, expected) => {
    const result = zoomAt(view, factor, point);
    expect(result.zoom).toBeCloseTo(expected.zoom);
    expect(result.x).toBeCloseTo(expected.x);
    expect(result.y).toBeCloseTo(expected.y);
  });

  it('keeps the picture point under the pointer in place', () => {
    const view = { zoom: 2, x: 0.1, y: -0.2 };
    const point = { x: 0.2, y: 0.1 };
    const after = zoomAt(view, 1.5, point);
    // The picture point under `point`, before and after.
    const before = { x: (point.x - view.x) / view.zoom, y: (point.y - view.y) / view.zoom };
    const now = { x: (point.x - after.x) / after.zoom, y: (point.y - after.y) / after.zoom };
    expect(now.x).toBeCloseTo(before.x);
    expect(now.y).toBeCloseTo(before.y);
  });
});

describe('panBy', () => {
  const cases: [name: string, view: ZoomView, dx: number, dy: number, expected: ZoomView][] = [
    ['nothing at 1x', INITIAL_VIEW, 0.1, 0.1, INITIAL_VIEW],
    ['moves at 2x', { zoom: 2, x: 0, y: 0 }, 0.1, -0.2, { zoom: 2, x: 0.1, y: -0.2 }],
    ['stops at the edge', { zoom: 2, x: 0.45, y: 0 }, 0.1, 0, { zoom: 2, x: 0.5, y: 0 }],
    ['stops at the other edge', { zoom: 2, x: 0, y: -0.45 }, 0, -0.1, { zoom: 2, x: 0, y: -0.5 }],
  ];
  it.each(cases)('%s', (_name, view, dx, dy, expected) => {
    const result = panBy(view, dx, dy);
    expect(result.zoom).toBeCloseTo(expected.zoom);
    expect(result.x).toBeCloseTo(expected.x);
    expect(result.y).toBeCloseTo(expected.y);
  });
});

describe('viewTransform', () => {
  const cases: [view: ZoomView, css: string][] = [
    [INITIAL_VIEW, 'translate(0%, 0%) scale(1)'],
    [{ zoom: 2, x: 0.25, y: -0.5 }, 'translate(25%, -50%) scale(2)'],
    [{ zoom: 1.5625, x: 1 / 3, y: 0 }, 'translate(33.3333%, 0%) scale(1.5625)'],
  ];
  it.each(cases)('%o → %s', (view, css) => {
    expect(viewTransform(view)).toBe(css);
  });
});

describe('wheelFactor', () => {
  it('zooms in for a turn away (negative deltaY) and out for a turn towards', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(0)).toBe(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1);
  });
});

describe('zoomPercent and clampPercent', () => {
  const percents: [zoom: number, text: string][] = [
    [1, '100%'],
    [1.25, '125%'],
    [8, '800%'],
    [1.953125, '195%'],
  ];
  it.each(percents)('zoom %s reads %s', (zoom, text) => {
    expect(zoomPercent(zoom)).toBe(text);
  });

  const clamps: [value: number, expected: number][] = [
    [-5, 0],
    [0, 0],
    [42, 42],
    [100, 100],
    [105, 100],
    [NaN, 0],
  ];
  it.each(clamps)('swipe %s → %s', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});
