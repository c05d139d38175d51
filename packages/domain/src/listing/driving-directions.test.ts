import { describe, expect, it } from 'vitest'
import { drivingDirectionsUrl } from './driving-directions.js'

const base = 'https://www.google.com/maps/dir/?api=1&travelmode=driving&destination='

describe('drivingDirectionsUrl', () => {
  it('leads to the street address with city, state and zip', () => {
    expect(drivingDirectionsUrl({ street: '1105 W Mary St', city: 'Austin', state_code: 'TX', zip: '78704' })).toBe(
      `${base}1105%20W%20Mary%20St%2C%20Austin%2C%20TX%2078704`,
    )
  })

  it('uses the coordinates when there is no street', () => {
    expect(drivingDirectionsUrl({ street: null, latitude: 30.25, longitude: '-97.75' })).toBe(`${base}30.25%2C-97.75`)
  })

  it('gives no link for an undisclosed address, even with coordinates', () => {
    expect(drivingDirectionsUrl({ street: 'Undisclosed Address', latitude: 30.25, longitude: -97.75 })).toBeNull()
  })

  it('gives no link when there is nothing to drive to', () => {
    expect(drivingDirectionsUrl({ street: ' ', latitude: 'x', longitude: null })).toBeNull()
  })
})
