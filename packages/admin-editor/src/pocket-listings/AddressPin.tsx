import type { MapStyle } from '@idx/domain'
import type { PinMapProps } from '@idx/map-ui'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useField, useFormState } from 'react-final-form'
import { addressToPlace, POSITION_FIELD } from './pocket-listing-wizard-values.js'
import type { PocketListingPosition } from './pocket-listing-wizard-values.js'
import { useFieldError } from './wizard-fields.js'

/** Places an address from the market's own places; null when it cannot. */
export type LocateAddress = (
  address: { street: string; city: string; zip: string },
  signal: AbortSignal,
) => Promise<PocketListingPosition | null>

/** The map's basemap, as the host configures its maps. */
export type PocketListingMapOptions = Pick<PinMapProps, 'mapStyle' | 'tileSources' | 'pmtiles'> & {
  mapStyle?: MapStyle
}

// Leaflet needs `window` when it loads, and the map is the heaviest part of the wizard: it loads
// when the Basics step first shows, in its own chunk.
const PinMap = lazy(() => import('./address-pin-map.js').then((module) => ({ default: module.PinMap })))

/** What the map row says about the position. */
export const ADDRESS_PIN_TEXT = {
  locating: 'Finding the address on the map…',
  placed: 'Placed from the market’s listings. Drag the pin, or focus it and use the arrow keys, to put it on the home.',
  notFound:
    'The address could not be placed from the market’s listings. Place the pin by hand and drag it onto the home.',
  failed: 'The map could not place the address. Try again, or place the pin by hand.',
  incomplete: 'Enter the street, city and zip code to place the address on the map.',
} as const

type LocateState = 'idle' | 'locating' | 'placed' | 'notFound' | 'failed'

/**
 * The listing's position: placed from its street, city and zip by `locate` (when the address is
 * complete and changed, on leaving its fields, or with 'Find on the map'), corrected by dragging
 * or moving the pin with the arrow keys, or set by hand at the map's centre. Its coordinates are
 * written under the map; a missing position is the field's error.
 */
export function AddressPin({
  locate,
  center,
  map,
  addressChanged,
}: {
  locate: LocateAddress
  center: PocketListingPosition | undefined
  map: PocketListingMapOptions | undefined
  /** Bumped by the host each time an address field is left: placing the address may be due. */
  addressChanged: number
}) {
  const id = useId()
  const latitude = useField<number | null>(POSITION_FIELD, { subscription: { value: true } })
  const longitude = useField<number | null>('longitude', { subscription: { value: true } })
  const error = useFieldError(POSITION_FIELD)
  const { values } = useFormState<{ street: string; city: string; zip: string }>({ subscription: { values: true } })
  const address = addressToPlace(values)
  const addressKey = address ? `${address.street}\n${address.city}\n${address.zip}` : ''
  const [state, setState] = useState<LocateState>('idle')
  const located = useRef<string | null>(null)
  const running = useRef<AbortController | null>(null)
  const position =
    typeof latitude.input.value === 'number' && typeof longitude.input.value === 'number'
      ? { latitude: latitude.input.value, longitude: longitude.input.value }
      : null

  function setPosition(spot: PocketListingPosition) {
    latitude.input.onChange(spot.latitude)
    longitude.input.onChange(spot.longitude)
  }

  function place() {
    if (!address) return
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    located.current = addressKey
    setState('locating')
    locate(address, controller.signal).then(
      (spot) => {
        if (controller.signal.aborted) return
        if (spot) setPosition(spot)
        setState(spot ? 'placed' : 'notFound')
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
  }

  // A saved listing's address counts as placed: only a changed address is placed again.
  useEffect(() => {
    if (position && located.current === null) located.current = addressKey
    // Only on the first render: the saved address and position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(
    function placeChangedAddress() {
      if (addressChanged === 0 || !addressKey || addressKey === located.current) return
      place()
    },
    // On leaving an address field only, not on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [addressChanged],
  )

  useEffect(() => () => running.current?.abort(), [])

  const message =
    state === 'idle'
      ? address
        ? position
          ? ADDRESS_PIN_TEXT.placed
          : ''
        : ADDRESS_PIN_TEXT.incomplete
      : ADDRESS_PIN_TEXT[state]
  const fallbackCenter = center ?? undefined

  return (
    <div className="idx-plw__field idx-plw__field--wide idx-plw__map-row">
      <span className="idx-plw__label" id={`${id}-label`}>
        Position on the map
        <span className="idx-plw__required" aria-hidden="true">
          *
        </span>
      </span>
      <div className="idx-plw__map">
        <Suspense fallback={<p className="idx-plw__map-loading">Loading the map…</p>}>
          <PinMap
            {...map}
            position={position}
            {...(fallbackCenter ? { center: fallbackCenter } : {})}
            onMove={setPosition}
            label={address ? `Map of ${address.street}, ${address.city}` : 'Map of the listing'}
            pinLabel="Pin of the listing"
            style={{ height: '100%' }}
          />
        </Suspense>
      </div>
      <div className="idx-plw__map-actions">
        <button type="button" className="idx-plw__button" disabled={!address || state === 'locating'} onClick={place}>
          Find on the map
        </button>
        {!position && (
          <button
            type="button"
            className="idx-plw__button"
            onClick={() => setPosition(center ?? { latitude: 30.267294, longitude: -97.75 })}
          >
            Place the pin by hand
          </button>
        )}
        <p className="idx-plw__hint" role="status" id={`${id}-status`}>
          {message}
        </p>
      </div>
      {position && (
        <p className="idx-plw__hint">
          Latitude {position.latitude.toFixed(6)}, longitude {position.longitude.toFixed(6)}
        </p>
      )}
      {error && (
        <p className="idx-plw__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
