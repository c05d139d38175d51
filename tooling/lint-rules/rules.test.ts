// The workspace's lint rules run on small trees of real files, as ESLint runs them on ours.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { idxPlugin } from './index.js'

const root = mkdtempSync(join(tmpdir(), 'idx-rules-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/** The messages of one idx rule on one file of the tree. */
function lint(rule: string, path: string, options: unknown[] = [{ root }]): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root })
  const messages = linter.verify(
    readFileSync(join(root, path), 'utf8'),
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { idx: idxPlugin },
        rules: { [`idx/${rule}`]: ['error', ...options] },
      },
    ],
    { filename: join(root, path) },
  )
  return messages.map((m) => m.message)
}

describe('idx/no-import-cycle', () => {
  write({
    'packages/domain/src/types/collaboration.ts':
      "import type { Listing } from './listing.js'\nexport type Comment = { on: Listing }\n",
    'packages/domain/src/types/listing.ts':
      "import type { Agent } from './user.js'\nexport type Listing = { agent: Agent }\n",
    'packages/domain/src/types/user.ts':
      "import type { Comment } from './collaboration'\nexport type Agent = { comments: Comment[] }\n",
    'packages/domain/src/format/price.ts':
      "import type { Listing } from '../types/listing.js'\nexport const price = (l: Listing) => l\n",
  })

  it('finds a cycle of type-only imports and names every step of it', () => {
    expect(lint('no-import-cycle', 'packages/domain/src/types/collaboration.ts')).toEqual([
      'Import cycle: packages/domain/src/types/collaboration.ts -> packages/domain/src/types/listing.ts -> ' +
        'packages/domain/src/types/user.ts -> packages/domain/src/types/collaboration.ts. ' +
        'Move what both sides need into a module both import.',
    ])
  })

  it('says nothing of a module that only leads into a cycle', () => {
    expect(lint('no-import-cycle', 'packages/domain/src/format/price.ts')).toEqual([])
  })
})

describe('idx/workspace-boundaries', () => {
  write({
    'tooling/e2e/server.ts': "import { openDatabase } from '../../apps/api/src/db/database'\nexport { openDatabase }\n",
    'tooling/e2e/ok.ts':
      "import { openDatabase } from '@idx-app/api/database'\nimport { free } from './free-port'\nexport { openDatabase, free }\n",
    'apps/idx/test/a.e2e.test.ts':
      "import { start } from '../../../tooling/e2e/server'\nimport { helper } from '../../api/test/helpers/x'\nexport { start, helper }\n",
    'packages/search-ui/src/a.ts':
      "import { x } from '@idx/domain/src/format/price'\nimport { y } from '../../map-ui/src/index'\nimport { z } from '@idx/domain'\nexport { x, y, z }\n",
  })

  it("stops tooling from reaching into an app's src/, and lets it use the app's exports", () => {
    expect(lint('workspace-boundaries', 'tooling/e2e/server.ts')).toHaveLength(1)
    expect(lint('workspace-boundaries', 'tooling/e2e/ok.ts')).toEqual([])
  })

  it("lets an app's tests use tooling/, but not another app's files", () => {
    expect(lint('workspace-boundaries', 'apps/idx/test/a.e2e.test.ts')).toEqual([
      'This reaches into apps/api, an app: move what is shared into a package or tooling/, or expose it in the app\'s package.json "exports".',
    ])
  })

  it("stops a package from importing another package's files, by name or by path", () => {
    expect(lint('workspace-boundaries', 'packages/search-ui/src/a.ts')).toEqual([
      'Import "@idx/domain" (its exports map is the contract), not a file inside it.',
      'This reaches into packages/map-ui: import its package name instead (add it to dependencies).',
    ])
  })
})

describe('idx/feature-boundaries', () => {
  const apps = [{ src: 'apps/shop/src', sharedLayers: ['db', 'http'], rootFolders: ['server'] }]
  write({
    'apps/shop/src/server/render.ts':
      "import { cartRoutes } from '../app.js'\nimport { price } from '../catalog/price.js'\nexport const render = [cartRoutes, price]\n",
    'apps/shop/src/app.ts':
      "import { cartRoutes } from './cart/cart.routes.js'\nimport { pool } from './db/pool.js'\nexport { cartRoutes, pool }\n",
    'apps/shop/src/config.ts': 'export const port = 3000\n',
    'apps/shop/src/db/pool.ts': "import { port } from '../config.js'\nexport const pool = port\n",
    'apps/shop/src/http/errors.ts': "import { cartRoutes } from '../cart/index.js'\nexport const errors = cartRoutes\n",
    'apps/shop/src/cart/index.ts': "export { cartRoutes } from './cart.routes.js'\n",
    'apps/shop/src/cart/cart.routes.ts':
      "import { pool } from '../db/pool.js'\nimport { errors } from '../http/errors.js'\nimport { price } from '../catalog/index.js'\n" +
      'export const cartRoutes = [pool, errors, price]\n',
    'apps/shop/src/catalog/index.ts': "export { price } from './price.js'\n",
    'apps/shop/src/catalog/price.ts': 'export const price = 1\n',
    'apps/shop/src/orders/orders.ts':
      "import { price } from '../catalog/price.js'\nimport { cartRoutes } from '../cart/index.js'\nexport const orders = [price, cartRoutes]\n",
    'apps/shop/src/wishlist/index.ts': "import { wishes } from '../gifts/index.js'\nexport { wishes }\n",
    'apps/shop/src/gifts/index.ts': "import { wishes } from '../wishlist/index.js'\nexport const gifts = wishes\n",
    'apps/other/src/a/a.ts': "import { b } from '../b/b.js'\nexport const a = b\n",
    'apps/other/src/b/b.ts': 'export const b = 1\n',
  })
  const lintIn = (path: string) => lint('feature-boundaries', path, [{ root, apps }])

  it('lets the composition root import any folder, and a feature its own folder', () => {
    expect(lintIn('apps/shop/src/app.ts')).toEqual([])
    expect(lintIn('apps/shop/src/cart/index.ts')).toEqual([])
  })

  it("lets a feature use the shared layers and another feature's public entry, but not the files behind it", () => {
    expect(lintIn('apps/shop/src/cart/cart.routes.ts')).toEqual([])
    expect(lintIn('apps/shop/src/orders/orders.ts')).toEqual([
      'idx/feature-boundaries: orders/ reaches into catalog/price.ts; import catalog/index.ts (its public entry), or move what both need into a shared layer.',
    ])
  })

  it('stops a shared layer from importing a feature, and any folder from importing a composition-root file', () => {
    expect(lintIn('apps/shop/src/http/errors.ts')).toEqual([
      'idx/feature-boundaries: http/ is a shared layer and may not import the feature cart/; move what it needs into a shared layer, or have the feature registered with it at the composition root.',
    ])
    expect(lintIn('apps/shop/src/db/pool.ts')).toEqual([
      'idx/feature-boundaries: db/ imports config.ts, a composition-root file of src/; move what it needs into a shared layer.',
    ])
  })

  it('stops two features from importing each other, even through their public entries', () => {
    expect(lintIn('apps/shop/src/wishlist/index.ts')).toEqual([
      'idx/feature-boundaries: wishlist/ imports gifts/, which imports wishlist/ back (apps/shop/src/gifts/index.ts); move what both need into a shared layer, or inject it at the composition root.',
    ])
  })

  it('lets a folder of the composition root (a second entry point) import anything, as the root does', () => {
    expect(lintIn('apps/shop/src/server/render.ts')).toEqual([])
  })

  it('says nothing in an app that is not configured', () => {
    expect(lintIn('apps/other/src/a/a.ts')).toEqual([])
  })
})

describe('idx/file-naming and idx/import-extension', () => {
  write({
    'packages/api-client/src/react/createIdxApi.ts': "import { base } from './base-query'\nexport const api = base\n",
    'packages/api-client/src/react/base-query.ts': 'export const base = 1\n',
    'packages/api-client/src/react/useLatest.ts': "export { base } from './base-query.js'\n",
  })

  it('asks for kebab-case outside components and hooks', () => {
    expect(lint('file-naming', 'packages/api-client/src/react/createIdxApi.ts', [])).toEqual([
      '"createIdxApi.ts" should be "create-idx-api.ts": PascalCase.tsx is for components, useThing.ts(x) for hooks, kebab-case for everything else.',
    ])
    expect(lint('file-naming', 'packages/api-client/src/react/useLatest.ts', [])).toEqual([])
  })

  it('asks relative imports to name the emitted .js file', () => {
    expect(lint('import-extension', 'packages/api-client/src/react/createIdxApi.ts', [])).toEqual([
      'Write "./base-query.js": relative imports name the emitted .js file.',
    ])
    expect(lint('import-extension', 'packages/api-client/src/react/useLatest.ts', [])).toEqual([])
  })
})
