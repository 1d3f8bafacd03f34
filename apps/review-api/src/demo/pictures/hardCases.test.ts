import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  HARD_NEGATIVES,
  HARD_POSITIVES,
  PICTURE_VARIANTS,
  renderHardNegative,
  renderHardPositive,
  type HardPositive,
} from './render';
import { sceneLayout, sceneSvg, sceneSvgWith, similarSeeds } from './scene';

describe('hard cases for the similarity suggestions', () => {
  it('leaves the demo scenes and variants as they were', () => {
    for (const seed of [1, 42, 7919, 123456]) {
      expect(sceneSvgWith(sceneLayout(seed), seed, seed, 640, 480)).toBe(sceneSvg(seed, 640, 480));
    }
    expect(PICTURE_VARIANTS).toEqual([
      'original',
      'reencoded',
      'resized',
      'cropped',
      'watermarked',
      'different',
    ]);
  });

  it('draws the same bytes for the same seed, as JPEG', async () => {
    for (const kind of HARD_POSITIVES) {
      const first = await renderHardPositive(9, kind);
      const second = await renderHardPositive(9, kind);
      expect(first.contentType).toBe('image/jpeg');
      expect(second.body.equals(first.body), kind).toBe(true);
    }
    for (const kind of HARD_NEGATIVES) {
      const first = await renderHardNegative(9, kind);
      expect((await renderHardNegative(9, kind)).body.equals(first.body), kind).toBe(true);
    }
  });

  it('sizes positives as a website would', async () => {
    const size = async (kind: HardPositive) => {
      const meta = await sharp((await renderHardPositive(4, kind)).body).metadata();
      return [meta.width ?? 0, meta.height ?? 0] as const;
    };
    expect(await size('mirrored')).toEqual([640, 480]);
    const [tw] = await size('thumbnail');
    expect(tw).toBeGreaterThanOrEqual(96);
    expect(tw).toBeLessThanOrEqual(160);
    const [cw, ch] = await size('heavy-crop');
    expect((cw * ch) / (640 * 480)).toBeGreaterThan(0.28);
    expect((cw * ch) / (640 * 480)).toBeLessThan(0.57);
    await expect(renderHardPositive(4, 'rotated' as HardPositive)).rejects.toThrow(RangeError);
  });

  it('finds look-alike seeds of the same mood and foreground', () => {
    for (const seed of [3, 8, 21]) {
      const own = sceneLayout(seed);
      const [other] = similarSeeds(seed, 1);
      expect(other).not.toBe(seed);
      const layout = sceneLayout(other!);
      expect([layout.mood, layout.feature]).toEqual([own.mood, own.feature]);
    }
  });
});
