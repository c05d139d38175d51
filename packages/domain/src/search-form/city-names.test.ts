import { describe, expect, it } from 'vitest'
import { cityKey, parseCityNames, typedFilterValues } from './city-names.js'

describe('typed cities', () => {
  it.each([
    ['Austin', true, ['Austin']],
    ['Austin, TX', true, ['Austin, TX']],
    ['austin,tx', true, ['austin, tx']],
    ['Austin, TX, Round Rock', true, ['Austin, TX', 'Round Rock']],
    ['Austin, Pflugerville, TX', true, ['Austin', 'Pflugerville, TX']],
    ['Austin, austin , AUSTIN', true, ['Austin']],
    ['  Round   Rock ', true, ['Round Rock']],
    [' , ', true, []],
    ['Austin, TX', false, ['Austin, TX']],
  ])('reads %j (several: %s) as %j', (text, multiple, cities) => {
    expect(parseCityNames(text, multiple)).toEqual(cities)
  })

  it('keeps a state code that follows a city with its state as a city of its own', () => {
    // 'Austin, TX, CA' is odd, but 'CA' then is not Austin's state twice.
    expect(parseCityNames('Austin, TX, CA', true)).toEqual(['Austin, TX', 'CA'])
  })

  it.each([
    ['Austin', { city: 'austin', state: null }],
    [' AUSTIN ,  tx ', { city: 'austin', state: 'tx' }],
    ['Round  Rock,', { city: 'round rock', state: null }],
  ])('matches %j by %j', (text, key) => {
    expect(cityKey(text)).toEqual(key)
  })

  it('reads only the City filter as cities', () => {
    expect(typedFilterValues('city_state', 'Austin, TX', true)).toEqual(['Austin, TX'])
    expect(typedFilterValues('zip', '78704, 78745', true)).toEqual(['78704', '78745'])
  })
})
