import { describe, expect, it } from 'vitest';
import {
  decisionAttribute,
  decisionText,
  foundAlt,
  hostOf,
  originalAlt,
  pairLabel,
} from './pairText';

describe('pair texts', () => {
  it.each([
    ['IDENTICAL', 'identical', 'Identical'],
    ['NOT_IDENTICAL', 'not-identical', 'Not identical'],
    [undefined, 'unmarked', 'Unmarked'],
    [null, 'unmarked', 'Unmarked'],
  ] as const)('%s → data-decision %s, badge %s', (decision, attribute, text) => {
    expect(decisionAttribute(decision)).toBe(attribute);
    expect(decisionText(decision)).toBe(text);
  });

  it.each([
    [3, 50, 'IDENTICAL', [], 'Pair 3 of 50, identical'],
    [1, 2, 'NOT_IDENTICAL', [], 'Pair 1 of 2, not identical'],
    [
      4,
      50,
      undefined,
      ['No uploaded image', 'Image loading error'],
      'Pair 4 of 50, unmarked, no uploaded image, image loading error',
    ],
  ] as const)('pair %i of %i (%s) → %s', (position, total, decision, problems, expected) => {
    expect(pairLabel(position, total, decision, problems)).toBe(expected);
  });

  it('says when a pair is in the selected range', () => {
    expect(pairLabel(2, 9, 'IDENTICAL', [], true)).toBe('Pair 2 of 9, identical, selected');
  });

  it.each([
    ['https://shop.example.com/p/1', 'shop.example.com'],
    ['http://localhost:8080/demo-web/a', 'localhost:8080'],
    ['javascript:alert(1)', null],
    ['blob:https://example.com/1', null],
    [null, null],
  ])('host of %s → %s', (url, host) => {
    expect(hostOf(url)).toBe(host);
  });

  it('writes the alt texts', () => {
    expect(originalAlt('AG-123')).toBe('Uploaded original of image AG-123');
    expect(foundAlt('shop.example.com')).toBe('Found image on shop.example.com');
    expect(foundAlt(null)).toBe('Found image');
  });
});
