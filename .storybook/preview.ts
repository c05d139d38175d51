import type { Preview } from '@storybook/react-vite'

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
  },
}
export default preview
