import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../packages/ui/src/theme';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story (in the browser and as a Vitest test).
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <div className={lightTheme}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
