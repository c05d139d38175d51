import type { StorybookConfig } from '@storybook/react-vite'

// One Storybook for the whole workspace: it composes the stories of every package.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Pre-bundled up front: found mid-run, Vite would re-optimise and reload the page under the tests.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories import other workspace packages from their sources: the `idx-source` condition of
    // tooling/source-conditions.ts (written out here: Storybook loads this file on its own).
    resolve: {
      ...viteConfig.resolve,
      conditions: [
        'idx-source',
        ...(viteConfig.resolve?.conditions ?? ['module', 'browser', 'development|production']),
      ],
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'leaflet',
        'react-leaflet',
        '@geoman-io/leaflet-geoman-free',
        'dompurify',
        'topojson-client',
        'react-final-form',
        'final-form',
      ],
    },
  }),
}
export default config
