import { describe, expect, it, vi } from 'vitest'
import { warnThemeProblems } from './theme-warnings.js'

describe("the theme's problems in the console", () => {
  it('warns once for each problem the server listed, in order', () => {
    const warn = vi.fn()
    warnThemeProblems(JSON.stringify(['idx: style parameter: unknown key "bordr"', 'idx: font parameter: x']), warn)
    expect(warn.mock.calls).toEqual([['idx: style parameter: unknown key "bordr"'], ['idx: font parameter: x']])
  })

  it('says nothing without the meta, and never throws on a meta it cannot read', () => {
    const warn = vi.fn()
    for (const content of [null, undefined, '', '{not json', '{"a":1}', '[1,null]']) {
      expect(() => warnThemeProblems(content, warn)).not.toThrow()
    }
    expect(warn).not.toHaveBeenCalled()
  })
})
