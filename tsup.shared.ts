import type { Options } from 'tsup'

/**
 * The one tsup setup every publishable package builds with: ESM plus `.d.ts`,
 * modern syntax, dependencies left external so a consumer's bundler dedupes them.
 *
 * @example
 * export default defineConfig(packageBuild({ index: 'src/index.ts' }))
 */
/**
 * The `.d.ts` build reads the other workspace packages' built declarations, not their sources (no
 * `idx-source` condition, which tsconfig.base.json sets for tests and tsc): a package's types are
 * then checked once, in its own build, instead of again in every package built on it.
 */
export const DTS_COMPILER_OPTIONS = { customConditions: [] as string[] }

export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    dts: { compilerOptions: DTS_COMPILER_OPTIONS },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
    ...overrides,
  }
}

/**
 * For unbundled builds (`bundle: false`): makes every relative specifier in the emitted `.js` files
 * name the file Node's ESM loader needs (`./FilterPanel.js`, `./shared/index.js`), so the package
 * also runs unbundled, e.g. server-side in Node. The sources already write `.js` (the rule
 * idx/import-extension); this keeps a specifier that slips past the rule (a lint-ignored file)
 * from shipping a package Node cannot load. Use as tsup's `onSuccess`.
 */
export async function addJsExtensions(distDir: string): Promise<void> {
  const { readdirSync, readFileSync, statSync, writeFileSync, existsSync } = await import('node:fs')
  const { dirname, join, resolve } = await import('node:path')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (path.endsWith('.js')) files.push(path)
    }
  }
  walk(distDir)
  const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*?)\2/g
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const rewritten = source.replace(specifier, (whole, lead: string, quote: string, path: string) => {
      if (path.endsWith('.js')) return whole
      const target = resolve(dirname(file), path)
      if (existsSync(`${target}.js`)) return `${lead}${quote}${path}.js${quote}`
      if (existsSync(join(target, 'index.js'))) return `${lead}${quote}${path}/index.js${quote}`
      throw new Error(`${file}: cannot resolve ${path}`)
    })
    if (rewritten !== source) writeFileSync(file, rewritten)
  }
}

/**
 * One output file per source module (not one bundle), so an app's bundler leaves what a page does
 * not use out of it and keeps lazily loaded parts in their own chunks; the types come from
 * `src/index.ts`. `skip` names further sources that are not the package's (story fixtures).
 *
 * @example
 * export default defineConfig(moduleBuild(['src/**\/fixtures.ts']))
 */
export function moduleBuild(skip: readonly string[] = []): Options {
  return packageBuild(
    {},
    {
      entry: [
        'src/**/*.{ts,tsx}',
        '!src/**/*.test.{ts,tsx}',
        '!src/**/*.stories.tsx',
        ...skip.map((glob) => `!${glob}`),
      ],
      bundle: false,
      splitting: false,
      treeshake: false,
      dts: { entry: { index: 'src/index.ts' }, compilerOptions: DTS_COMPILER_OPTIONS },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      onSuccess: () => addJsExtensions('dist'),
    },
  )
}
