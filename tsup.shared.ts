import type { Options } from 'tsup'

/**
 * The one tsup setup every publishable package builds with: ESM plus `.d.ts`,
 * modern syntax, dependencies left external so a consumer's bundler dedupes them.
 *
 * @example
 * export default defineConfig(packageBuild({ index: 'src/index.ts' }))
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
    ...overrides,
  }
}
