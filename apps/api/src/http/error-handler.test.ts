import { describe, expect, it } from 'vitest'
import { answerFor, isDatabaseUnavailable } from './error-handler.js'

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a connection exception (08006)', pgError('08006')],
    ['an administrator shutdown (57P01)', pgError('57P01')],
    ['a server starting up (57P03)', pgError('57P03')],
    ['too many connections (53300)', pgError('53300')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['every address refused', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')])],
  ])('counts %s, answered 503', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(answerFor(error).status).toBe(503)
  })

  it.each([
    ['a unique violation', pgError('23505')],
    ['a data exception', pgError('22003')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'text'],
  ])('does not count %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(answerFor(error).status).not.toBe(503)
  })
})
