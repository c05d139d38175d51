import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SearchFilter } from '../search/search-query.js'
import type { NotificationFlagName, NotificationFlags, SavedSearch } from './types.js'

// These are compile-time checks: `tsc --noEmit` fails when a type drifts.
describe('collaboration types', () => {
  it('names every notify_{event}_{channel} flag', () => {
    expectTypeOf<'notify_ran_email'>().toExtend<NotificationFlagName>()
    expectTypeOf<'notify_comment_sms'>().toExtend<NotificationFlagName>()
    expectTypeOf<'notify_like_sms'>().not.toExtend<NotificationFlagName>()
    const flags: NotificationFlags = { notify_add_sms: true }
    expect(flags.notify_add_sms).toBe(true)
  })

  it('types a saved search frequency as the alert frequencies', () => {
    expectTypeOf<SavedSearch['frequency']>().toEqualTypeOf<
      'none' | 'instant' | 'hourly' | 'daily' | 'weekly' | 'monthly'
    >()
  })

  // The filter is what the search runs (alerts re-run it), so it is the search query's filter,
  // not a loose record: a misspelt field is a compile error where a saved search is built.
  it('types a saved search filter as the search filter', () => {
    expectTypeOf<SavedSearch['filter']>().toEqualTypeOf<SearchFilter>()
    const filter: SavedSearch['filter'] = { bedrooms: { min: 3 }, listing_status: { value: ['Active'] } }
    expect(filter.bedrooms).toEqual({ min: 3 })
    // @ts-expect-error not a search filter field
    const misspelt: SavedSearch['filter'] = { bedroom: { min: 3 } }
    expect(misspelt).toBeDefined()
  })
})
