import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The light theme. Text colours meet WCAG AA (4.5:1) on the surfaces they are used on;
 * `palette.test.ts` checks every pairing.
 */
export const palette = {
  background: '#f4f6f8',
  surface: '#ffffff',
  surfaceSunken: '#eef1f4',
  surfaceHover: '#e6ebf0',
  text: '#1b2430',
  textMuted: '#4d5b6a',
  textOnAccent: '#ffffff',
  border: '#8a96a3',
  borderStrong: '#5b6876',
  primary: '#1f5fbf',
  primaryHover: '#174c9c',
  primaryPressed: '#113b7a',
  primarySubtle: '#e3edfb',
  danger: '#b3261e',
  dangerHover: '#921d17',
  dangerPressed: '#731511',
  dangerSubtle: '#fbe6e4',
  success: '#1d7a3a',
  successHover: '#16622e',
  successSubtle: '#e2f4e7',
  warningSubtle: '#fff4d6',
  warningText: '#6b4b00',
  focusRing: '#1f5fbf',
  backdrop: 'rgba(15, 23, 32, 0.55)',
  disabledText: '#5f6b78',
  disabledSurface: '#e4e8ec',
  navBackground: '#14202e',
  navText: '#e8eef5',
  navCurrent: '#ffffff',
  tooltipBackground: '#1b2430',
  tooltipText: '#ffffff',
} as const;

export const lightTheme = createTheme(vars, {
  color: palette,
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    s: '8px',
    m: '12px',
    l: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    s: '4px',
    m: '6px',
    l: '10px',
    round: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    s: '0.875rem',
    m: '1rem',
    l: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '650',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    s: '0 1px 2px rgba(15, 23, 32, 0.12)',
    m: '0 4px 12px rgba(15, 23, 32, 0.16)',
    l: '0 12px 32px rgba(15, 23, 32, 0.24)',
  },
  size: {
    controlS: '28px',
    controlM: '36px',
    controlL: '44px',
    icon: '16px',
    border: '1px',
    focusRing: '2px',
    dialogWidth: '480px',
    fieldWidth: '280px',
  },
  zIndex: {
    overlay: '10',
    modal: '100',
    toast: '200',
    tooltip: '300',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
});
