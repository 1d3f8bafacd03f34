import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './palette';

type Token = keyof typeof palette;

// Every text-on-surface pairing the widgets use: normal text needs 4.5:1 (WCAG AA), and
// borders and focus rings of controls need 3:1 against what they sit on (WCAG 1.4.11).
const textPairs: [Token, Token][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['text', 'surfaceHover'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textOnAccent', 'primary'],
  ['textOnAccent', 'primaryHover'],
  ['textOnAccent', 'primaryPressed'],
  ['textOnAccent', 'danger'],
  ['textOnAccent', 'dangerHover'],
  ['textOnAccent', 'dangerPressed'],
  ['textOnAccent', 'success'],
  ['textOnAccent', 'successHover'],
  ['primary', 'surface'],
  ['primary', 'primarySubtle'],
  ['danger', 'surface'],
  ['danger', 'dangerSubtle'],
  ['success', 'surface'],
  ['success', 'successSubtle'],
  ['warningText', 'warningSubtle'],
  ['disabledText', 'disabledSurface'],
  ['navText', 'navBackground'],
  ['navCurrent', 'navBackground'],
  ['tooltipText', 'tooltipBackground'],
];

const nonTextPairs: [Token, Token][] = [
  ['border', 'surface'],
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
  ['primary', 'background'],
  ['danger', 'background'],
  ['success', 'background'],
];

describe('light theme contrast', () => {
  it.each(textPairs)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s against %s meets 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('computes %s on %s as %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});
