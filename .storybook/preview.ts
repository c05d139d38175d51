import type { Preview } from '@storybook/react-vite'
// The page rules the site's own pages start from (the site's font stack, colours, links and focus
// rings), so a story looks as the widget does on the site rather than in the browser's serif.
import '@idx/app-shell/shell.css'

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
  },
}
export default preview
