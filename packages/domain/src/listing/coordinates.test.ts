import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usableCoordinates } from './coordinates.js'

describe('usableCoordinates', () => {
  it.each([
    [{ latitude: 30.267294, longitude: -97.75 }, [30.267294, -97.75]],
    [{ lat: 30.267294, lng: -97.75 }, [30.267294, -97.75]],
    [{ latitude: '30.27', longitude: '-97.74' }, [30.27, -97.74]],
    [{ latitude: 0, longitude: 0 }, [0, 0]],
    [{ latitude: 90, longitude: 180 }, [90, 180]],
    [{ latitude: null, longitude: null, lat: 30.1, lng: -97.1 }, [30.1, -97.1]],
    [{ latitude: 30.5, longitude: -97.5, lat: 1, lng: 2 }, [30.5, -97.5]],
  ])('uses latitude/longitude (or lat/lng) when present and numeric (%j)', (source, expected) => {
    expect(usableCoordinates(source)).toEqual(expected)
  })

  it.each([
    {},
    { latitude: null, longitude: -97.75 },
    { latitude: 30.2, longitude: undefined },
    { latitude: '', longitude: '' },
    { latitude: 'north', longitude: -97.75 },
    { latitude: Number.NaN, longitude: -97.75 },
    { latitude: Infinity, longitude: -97.75 },
    { latitude: 91, longitude: -97.75 },
    { latitude: 30, longitude: -181 },
    { latitude: 30.2, lng: -97.75 },
    { latitude: true, longitude: false },
  ])('returns null when the coordinates are missing or not numeric (%j)', (source) => {
    expect(usableCoordinates(source)).toBeNull()
  })

  it('returns exactly the numbers it was given, latitude first', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          expect(usableCoordinates({ latitude: lat, longitude: lng })).toEqual([lat, lng])
          // String(-0) is '0', so compare the string form with -0 folded to 0.
          expect(usableCoordinates({ lat: String(lat), lng: String(lng) })).toEqual([lat + 0, lng + 0])
        },
      ),
    )
  })
})
