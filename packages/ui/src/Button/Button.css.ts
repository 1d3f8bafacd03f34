import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.s,
      border: `${vars.size.border} solid transparent`,
      borderRadius: vars.radius.m,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled]': {
          cursor: 'not-allowed',
          background: vars.color.disabledSurface,
          borderColor: vars.color.disabledSurface,
          color: vars.color.disabledText,
        },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primarySubtle },
          '&[data-pressed]:not([data-disabled])': {
            background: vars.color.primarySubtle,
            borderColor: vars.color.primaryPressed,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.dangerPressed },
        },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlS,
        padding: `0 ${vars.space.s}`,
        fontSize: vars.fontSize.s,
      },
      medium: {
        minHeight: vars.size.controlM,
        padding: `0 ${vars.space.l}`,
        fontSize: vars.fontSize.m,
      },
      large: {
        minHeight: vars.size.controlL,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.fontSize.l,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 0.8s linear infinite`,
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
