import { describe, expect, it } from 'vitest'
import { collectionByline, collectionInfoDate, commentDate } from './collection-dates.js'

describe('collection dates', () => {
  it('writes the header byline as Created by {name} MM/DD/YY', () => {
    expect(collectionByline('Ada Lovelace', '2024-09-01T12:00:00Z', { zone: 'UTC' })).toBe(
      'Created by Ada Lovelace 09/01/24',
    )
  })
  it('leaves out the name or the date it does not know', () => {
    expect(collectionByline(' ', '2024-09-01T12:00:00Z', { zone: 'UTC' })).toBe('Created 09/01/24')
    expect(collectionByline('Ada', null)).toBe('Created by Ada')
    expect(collectionByline(null, 'garbage')).toBe('')
  })
  it('shows Created and Last Updated as MMM Do, YYYY', () => {
    expect(collectionInfoDate('2024-09-22T12:00:00Z', { zone: 'UTC' })).toBe('Sep 22nd, 2024')
  })
  it('shows a comment time as ddd, MMM Do - h:mma in the given zone', () => {
    expect(commentDate('2024-09-01T19:30:00Z', { zone: 'America/Chicago' })).toBe('Sun, Sep 1st - 2:30pm')
  })
})
