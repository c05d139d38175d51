import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAVE_DEBOUNCE_MS } from '@idx/domain'
import { createDebouncedSave } from './create-debounced-save.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createDebouncedSave', () => {
  it('saves 300 ms after the last call, and only its input', async () => {
    expect(SAVE_DEBOUNCE_MS).toBe(300)
    const saved: string[] = []
    const save = createDebouncedSave(async (name: string) => {
      saved.push(name)
      return `ok ${name}`
    })
    const first = save('Lak')
    await vi.advanceTimersByTimeAsync(299)
    const second = save('Lake')
    await vi.advanceTimersByTimeAsync(299)
    expect(saved).toEqual([])
    expect(await first).toEqual({ status: 'superseded' })
    await vi.advanceTimersByTimeAsync(1)
    expect(await second).toEqual({ status: 'saved', result: 'ok Lake' })
    expect(saved).toEqual(['Lake'])
  })

  it('lets a save already sent finish when a later one is scheduled', async () => {
    const saved: string[] = []
    const save = createDebouncedSave(async (name: string) => saved.push(name), { waitMs: 50 })
    const first = save('a')
    await vi.advanceTimersByTimeAsync(50)
    const second = save('b')
    expect(await first).toEqual({ status: 'saved', result: 1 })
    await vi.advanceTimersByTimeAsync(50)
    expect(await second).toEqual({ status: 'saved', result: 2 })
    expect(saved).toEqual(['a', 'b'])
  })

  it('cancel drops the waiting save; flush sends it at once', async () => {
    const saved: string[] = []
    const save = createDebouncedSave(async (name: string) => saved.push(name))
    const dropped = save('x')
    save.cancel()
    expect(await dropped).toEqual({ status: 'superseded' })
    const now = save('y')
    save.flush()
    expect(await now).toEqual({ status: 'saved', result: 1 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(saved).toEqual(['y'])
  })

  it("rejects with the save's own failure", async () => {
    const save = createDebouncedSave(async () => {
      throw new Error('422')
    })
    const result = save(undefined)
    const assertion = expect(result).rejects.toThrow('422')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await assertion
  })
})
