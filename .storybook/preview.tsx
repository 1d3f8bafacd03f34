import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../packages/ui/src/theme';

// Dialogs, popovers, tooltips and toasts render in portals on document.body: the theme goes on
// the body, as an app puts it on its root element (see the Introduction page).
document.body.classList.add(lightTheme);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story (in the browser and as a Vitest test).
    a11y: { test: 'error' },
  },
};

export default preview;
