import { describe, expectTypeOf, it } from 'vitest'
import type { Session } from './types.js'

// A compile-time check: `tsc --noEmit` fails when the type drifts.
describe('session types', () => {
  it('knows a session as authenticated or anonymous', () => {
    expectTypeOf<Session['status']>().toEqualTypeOf<'authenticated' | 'anonymous'>()
  })
})
