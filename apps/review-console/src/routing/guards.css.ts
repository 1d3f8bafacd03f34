import { style } from '@vanilla-extract/css';

export const fullPage = style({ minHeight: '100vh' });
