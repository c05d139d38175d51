import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publishablePackages } from './packages.js'

describe('publishablePackages', () => {
  const base = mkdtempSync(join(tmpdir(), 'idx-packages-'))
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  function addPackage(folder: string, manifest: Record<string, unknown>): void {
    mkdirSync(join(base, folder))
    writeFileSync(join(base, folder, 'package.json'), JSON.stringify(manifest))
  }

  addPackage('ui', { name: '@idx/ui', version: '0.1.0' })
  addPackage('app-shell', { name: '@idx/app-shell', version: '0.0.0', private: true })
  addPackage('domain', { name: '@idx/domain', version: '0.2.0', private: false })
  mkdirSync(join(base, 'notes'))

  it('lists the packages that publish and skips private ones and folders without a manifest', () => {
    expect(
      publishablePackages(base)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['@idx/domain', '@idx/ui'])
  })

  it('gives each package its version and folder', () => {
    expect(publishablePackages(base).find((p) => p.name === '@idx/ui')).toEqual({
      name: '@idx/ui',
      version: '0.1.0',
      dir: join(base, 'ui'),
    })
  })
})
