import type { RealstaqDetails } from '@idx/domain'
import { labelledFields as fields } from '../listings/index.js'
import type { PocketListingValues } from './pocket-listing-input.js'

/**
 * The detail page's sections of a pocket listing, from what the agent typed: the property's
 * facts and its schools, as the page shows every listing's (`realstaq_details`); a section with
 * nothing in it is left out.
 *
 * @example
 * pocketListingDetails({ ...values, property_type: 'House', year_built: 2019, school_elementary: 'Zavala' })
 * // { sections: [{ title: 'Property', style: 'third', fields: [{ label: 'Property Type', value: 'House' }, …] },
 * //   { title: 'Schools', style: 'half', fields: [{ label: 'Elementary', value: 'Zavala' }] }] }
 */
export function pocketListingDetails(values: PocketListingValues): RealstaqDetails {
  const sections: RealstaqDetails['sections'] = [
    {
      title: 'Property',
      style: 'third',
      fields: fields(
        ['Type', values.type],
        ['Property Type', values.property_type],
        ['Purchase Type', values.purchase_type],
        // Years are labels, not quantities: as text they read '2019', never '2,019'.
        ['Year Built', values.year_built === null ? null : String(values.year_built)],
        ['Stories', values.stories],
        ['Square Feet', values.square_feet],
        ['Lot Size (acres)', values.lot_acre],
      ),
    },
    {
      title: 'Schools',
      style: 'half',
      fields: fields(
        ['School District', values.school_district],
        ['Elementary', values.school_elementary],
        ['Middle', values.school_middle],
        ['High', values.school_senior_high],
      ),
    },
  ]
  return { sections: sections.filter((section) => section.fields.length > 0) }
}
