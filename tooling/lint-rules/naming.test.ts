import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { conventionalSpecifier, expectedFileName, resolveSourceFile, toKebabCase } from './naming.js'

describe('expectedFileName', () => {
  it.each([
    ['ListingCard.tsx', null],
    ['ListingCard.stories.tsx', null],
    ['useBreakpoint.ts', null],
    ['useSearchUrl.test.ts', null],
    ['render-page.tsx', null],
    ['listings.repository.ts', null],
    ['first-visit-map.e2e.test.ts', null],
    ['index.ts', null],
    ['vite-env.d.ts', null],
  ])('keeps %s, which follows the convention', (name, expected) => {
    expect(expectedFileName(name)).toBe(expected)
  })

  it.each([
    ['createIdxApi.ts', 'create-idx-api.ts'],
    ['createIdxApi.unlock.test.ts', 'create-idx-api.unlock.test.ts'],
    ['storyFixtures.tsx', 'story-fixtures.tsx'],
    // PascalCase is for components, which live in .tsx files.
    ['ApiResult.ts', 'api-result.ts'],
    ['sidebar_cards.ts', 'sidebar-cards.ts'],
  ])('renames %s to %s', (name, expected) => {
    expect(expectedFileName(name)).toBe(expected)
  })

  it('leaves files that are not sources alone', () => {
    expect(expectedFileName('someData.json')).toBeNull()
    expect(expectedFileName('README.md')).toBeNull()
  })
})

describe('toKebabCase', () => {
  it('splits words at capitals, keeping an acronym together', () => {
    expect(toKebabCase('listingInquirySubmission')).toBe('listing-inquiry-submission')
    expect(toKebabCase('parseHTMLBody')).toBe('parse-html-body')
  })
})

describe('import specifiers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'idx-naming-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const importer = join(dir, 'src', 'main.ts')
  mkdirSync(join(dir, 'src', 'shared'), { recursive: true })
  for (const file of ['main.ts', 'price.ts', 'Card.tsx', 'shared/index.ts', 'styles.css', 'legacy.js']) {
    writeFileSync(join(dir, 'src', file), '')
  }

  it('names the emitted .js file of a module, a component and a folder', () => {
    expect(conventionalSpecifier(importer, './price')).toBe('./price.js')
    expect(conventionalSpecifier(importer, './Card')).toBe('./Card.js')
    expect(conventionalSpecifier(importer, './Card.tsx')).toBe('./Card.js')
    expect(conventionalSpecifier(importer, './shared')).toBe('./shared/index.js')
  })

  it('accepts what already follows the rule, assets, packages and what does not exist', () => {
    expect(conventionalSpecifier(importer, './price.js')).toBeNull()
    expect(conventionalSpecifier(importer, './shared/index.js')).toBeNull()
    expect(conventionalSpecifier(importer, './styles.css')).toBeNull()
    expect(conventionalSpecifier(importer, '@idx/domain')).toBeNull()
    expect(conventionalSpecifier(importer, './missing')).toBeNull()
  })

  it('resolves a specifier to the source file it stands for, in any of its forms', () => {
    expect(resolveSourceFile(importer, './price.js')).toBe(join(dir, 'src', 'price.ts'))
    expect(resolveSourceFile(importer, './Card')).toBe(join(dir, 'src', 'Card.tsx'))
    expect(resolveSourceFile(importer, './shared')).toBe(join(dir, 'src', 'shared', 'index.ts'))
    expect(resolveSourceFile(importer, './legacy.js')).toBe(join(dir, 'src', 'legacy.js'))
    expect(resolveSourceFile(importer, './styles.css')).toBeNull()
  })
})
