import { LISTING_STATUSES, LISTING_TYPES, propertyTypeOptions, PURCHASE_TYPES, RENT_FREQUENCIES } from '@idx/domain'
import { useState } from 'react'
import { useField, useForm } from 'react-final-form'
import { AddressPin } from './AddressPin.js'
import type { LocateAddress, PocketListingMapOptions } from './AddressPin.js'
import { AgentPicker } from './AgentPicker.js'
import type { SearchAgents } from './AgentPicker.js'
import type { PocketListingAgent, PocketListingPosition } from './pocket-listing-wizard-values.js'
import { CheckRow, optionsOf, SelectRow, TextRow } from './wizard-fields.js'

/** An MLS feed the listing may belong to. */
export interface PocketListingFeed {
  data_source_name: string
  /** Its name as people know it; default the data source name. */
  name?: string
}

/** Why the feed select is disabled on a saved listing. */
export const FEED_LOCKED_TEXT = 'The MLS feed is locked once set: its agents and the listing belong to it.'

const RENT_FREQUENCY_OPTIONS = optionsOf(RENT_FREQUENCIES.filter((frequency) => frequency !== ''))

/**
 * Step 0: the MLS feed (locked once saved), the agents (after a feed), type and property type
 * (its options by type), purchase type, status, price, rent frequency, and the address placed on
 * the map.
 */
export function BasicsStep({
  feeds,
  feedLocked,
  searchAgents,
  locate,
  mapCenter,
  map,
}: {
  feeds: readonly PocketListingFeed[]
  feedLocked: boolean
  searchAgents: SearchAgents
  locate: LocateAddress
  mapCenter: PocketListingPosition | undefined
  map: PocketListingMapOptions | undefined
}) {
  const form = useForm()
  const feed = useField<string>('data_source_name', { subscription: { value: true } }).input.value ?? ''
  const type = useField<string>('type', { subscription: { value: true } }).input.value ?? ''
  const agents = useField<readonly PocketListingAgent[]>('agents', { subscription: { value: true } })
  const [addressChanged, setAddressChanged] = useState(0)
  const feedOptions = feeds.map((f) => ({ value: f.data_source_name, label: f.name ?? f.data_source_name }))
  if (feed && !feedOptions.some((option) => option.value === feed)) feedOptions.push({ value: feed, label: feed })
  const propertyTypes = propertyTypeOptions(type)

  return (
    <>
      <fieldset className="idx-plw__section">
        <legend>Listing</legend>
        <div className="idx-plw__grid">
          <SelectRow
            name="data_source_name"
            label="MLS feed"
            required
            options={feedOptions}
            placeholder="Choose the MLS feed"
            disabled={feedLocked}
            hint={feedLocked ? FEED_LOCKED_TEXT : 'Agents are chosen from this feed.'}
            // Agents belong to a feed: another feed's agents are not this one's.
            onChanged={() => form.change('agents', [])}
          />
          <AgentPicker
            dataSourceName={feed}
            value={agents.input.value ?? []}
            onChange={(chosen) => agents.input.onChange(chosen)}
            searchAgents={searchAgents}
          />
          <SelectRow
            name="type"
            label="Type"
            required
            options={optionsOf(LISTING_TYPES)}
            placeholder="Choose a type"
            onChanged={(next) => {
              const current = form.getState().values['property_type'] as string
              const allowed = propertyTypeOptions(next) as readonly string[]
              // One option only (Lots and Land): chosen for the agent; another type's choice is cleared.
              if (allowed.length === 1) form.change('property_type', allowed[0])
              else if (!allowed.includes(current)) form.change('property_type', '')
            }}
          />
          <SelectRow
            name="property_type"
            label="Property type"
            required
            options={optionsOf(propertyTypes)}
            placeholder={type ? 'Choose a property type' : 'Choose a type first'}
            disabled={propertyTypes.length === 0}
          />
          <SelectRow
            name="purchase_type"
            label="Purchase type"
            required
            options={optionsOf(PURCHASE_TYPES)}
            placeholder="Choose a purchase type"
          />
          <SelectRow
            name="listing_status"
            label="Status"
            required
            options={optionsOf(LISTING_STATUSES)}
            placeholder="Choose a status"
          />
          <TextRow
            name="price_in_dollars"
            label="Price (dollars)"
            required
            numeric
            hint="Whole dollars, e.g. 450000."
          />
          <SelectRow
            name="rent_frequency"
            label="Rent frequency"
            options={RENT_FREQUENCY_OPTIONS}
            placeholder="None (not a rental)"
          />
        </div>
        <CheckRow name="disclose_price" label="Show the price to visitors" />
      </fieldset>
      <fieldset className="idx-plw__section" onBlur={() => setAddressChanged((n) => n + 1)}>
        <legend>Address</legend>
        <div className="idx-plw__grid">
          <TextRow name="street" label="Street" required wide autoComplete="address-line1" />
          <TextRow name="city" label="City" required autoComplete="address-level2" />
          <TextRow
            name="state_code"
            label="State code"
            required
            autoComplete="address-level1"
            hint="Two letters, e.g. TX."
          />
          <TextRow name="zip" label="Zip code" required autoComplete="postal-code" />
        </div>
        <AddressPin locate={locate} center={mapCenter} map={map} addressChanged={addressChanged} />
      </fieldset>
    </>
  )
}
