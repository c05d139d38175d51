import { describe, expect, it, vi } from 'vitest'
import { onceLog } from './once-log.js'

function sink() {
  return { debug: vi.fn(), warn: vi.fn() }
}

describe('onceLog', () => {
  it('warns of each kind of failure once', () => {
    const console = sink()
    const log = onceLog(console)
    const error = { status: 'FETCH_ERROR' }

    log('warn', 'tracking: event PageView failed', error)
    log('warn', 'tracking: event PageView failed', error)
    log('warn', 'tracking: event searched failed')

    expect(console.warn.mock.calls).toEqual([
      ['tracking: event PageView failed', error],
      ['tracking: event searched failed'],
    ])
  })

  it('writes every answer at debug', () => {
    const console = sink()
    const log = onceLog(console)

    log('debug', 'tracking: event PageView answered 202', { status: 'accepted' })
    log('debug', 'tracking: event PageView answered 202', { status: 'accepted' })

    expect(console.debug).toHaveBeenCalledTimes(2)
    expect(console.warn).not.toHaveBeenCalled()
  })
})
