import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { palette } from './palette';

/** The light theme: the palette (contrast-checked in palette.test.ts) and the scales. */

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
