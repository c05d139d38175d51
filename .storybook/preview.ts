import type { Preview } from '@storybook/react-vite'
import { siteTheme, themeFromParams, type ThemeProperties } from '@idx/domain'
// The page rules the site's own pages start from (the site's font stack, colours, links and focus
// rings), so a story looks as the widget does on the site rather than in the browser's serif.
import '@idx/app-shell/shell.css'
// The faces the sample brands below use, as the site serves them (@fontsource); a face's files
// load only when a story is drawn in it.
import '@fontsource/lato/latin-400.css'
import '@fontsource/lato/latin-700.css'
import '@fontsource/playfair-display/latin-400.css'
import '@fontsource/playfair-display/latin-700.css'

/**
 * The toolbar's themes: a site's brand (what an admin sets in the site settings, through the same
 * siteTheme the pages use) and an embed's `style` parameter over it, so a designer sees each
 * widget in a brokerage's colours, font and corners.
 */
const THEMES: Record<string, { title: string; properties: ThemeProperties }> = {
  default: { title: 'Default', properties: {} },
  hillCountry: {
    title: 'Hill Country (green, Playfair, square corners)',
    properties: {
      ...siteTheme({ primary_color: '#2f6b3a', accent_color: '#8a1538', font: 'playfair' }).properties,
      ...themeFromParams(new URLSearchParams({ style: JSON.stringify({ radius: '2px' }) })),
    },
  },
  lakeside: {
    title: 'Lakeside (purple, Lato, round corners)',
    properties: {
      ...siteTheme({ primary_color: '#6b21a8', font: 'lato' }).properties,
      ...themeFromParams(new URLSearchParams({ style: JSON.stringify({ radius: '16px' }) })),
    },
  },
}

/** The custom properties the last theme set, taken off again when another is chosen. */
let applied: string[] = []

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: "A site's brand, as its pages draw every widget",
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(THEMES).map(([value, theme]) => ({ value, title: theme.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  decorators: [
    (Story, context) => {
      // On the root element, as the site's pages set them: dialogs and popups drawn outside the
      // story's own box get the theme too.
      const root = document.documentElement
      for (const property of applied) root.style.removeProperty(property)
      const properties = (THEMES[String(context.globals.theme)] ?? THEMES.default!).properties
      for (const [property, value] of Object.entries(properties)) root.style.setProperty(property, value)
      applied = Object.keys(properties)
      return Story()
    },
  ],
}
export default preview
