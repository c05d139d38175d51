import { parseNumberInput, validatePocketListing, type FormValue, type PocketListingValidatedField } from '@idx/domain'

// A pocket listing's attributes as a client sends them, read into the values the listing is
// written from: the form's rules (@idx/domain validatePocketListing, the same the wizard runs), and
// what the store needs beyond them (whole numbers where the column is one, a position on the map).
// Every problem is reported at once, each at its member, worded for the wizard's red box.

/**
 * A listing's type as the wire names it: JSON:API reserves `type` for the resource type, so the
 * attribute is `listing_type` (as on listings), read here as the form's `type`.
 */
export const LISTING_TYPE_ATTRIBUTE = 'listing_type'

/**
 * The attributes of POST and PATCH as the form's fields: `listing_type` read as `type`.
 *
 * @example
 * fromWireAttributes({ listing_type: 'Residential', street: '1 Elm' }) // { type: 'Residential', street: '1 Elm' }
 */
export function fromWireAttributes(attributes: Record<string, unknown>): PocketListingAttributesInput {
  const { [LISTING_TYPE_ATTRIBUTE]: listingType, ...rest } = attributes
  return { ...rest, ...(listingType === undefined ? {} : { type: listingType }) } as PocketListingAttributesInput
}

/** The attributes of POST and PATCH, as their schema lets them through (`listing_type` read as `type`). */
export type PocketListingAttributesInput = {
  data_source_name?: string
  disclose_price?: boolean
  type?: string
  property_type?: string
  purchase_type?: string
  listing_status?: string
  rent_frequency?: string | null
  street?: string
  city?: string
  state_code?: string
  zip?: string
  description?: string | null
  school_elementary?: string | null
  school_middle?: string | null
  school_senior_high?: string | null
  school_district?: string | null
  title?: string | null
  subtitle?: string | null
  is_pocket?: boolean
  require_photos?: boolean
  price_in_dollars?: number | string | null
  bedrooms?: number | string | null
  bathrooms?: number | string | null
  stories?: number | string | null
  square_feet?: number | string | null
  lot_acre?: number | string | null
  year_built?: number | string | null
  latitude?: number | null
  longitude?: number | null
  market_id?: number | string | null
  agent_ids?: (number | string)[]
  photo_urls?: string[]
}

/** A pocket listing's values, read and checked: what the write makes its row from. */
export interface PocketListingValues {
  data_source_name: string
  disclose_price: boolean
  type: string
  property_type: string
  purchase_type: string
  listing_status: string
  rent_frequency: string | null
  street: string
  city: string
  state_code: string
  zip: string
  description: string | null
  school_elementary: string | null
  school_middle: string | null
  school_senior_high: string | null
  school_district: string | null
  /** The form's own title and subtitle ('' when blank). */
  title: string
  subtitle: string
  is_pocket: boolean
  require_photos: boolean
  price_in_dollars: number
  bedrooms: number | null
  bathrooms: number | null
  stories: number | null
  square_feet: number | null
  lot_acre: number | null
  year_built: number | null
  latitude: number
  longitude: number
  agent_ids: number[]
  photo_urls: string[]
}

/** A problem with one member of the body. */
export type InputProblem = { pointer: string; detail: string }

/** The message of a listing saved without a position. */
export const NO_POSITION_DETAIL =
  'The listing has no position on the map: place the pin (or type a street and zip code the market knows) before saving'

/** The most an integer column holds. */
const INT_MAX = 2_147_483_647
/** The most acres whose square feet (lot_square_feet, an integer) the row can hold. */
const LOT_ACRES_MAX = 40_000

const WHOLE_NUMBER_FIELDS = ['price_in_dollars', 'bedrooms', 'stories', 'square_feet', 'year_built'] as const
const LABELS: Record<(typeof WHOLE_NUMBER_FIELDS)[number], string> = {
  price_in_dollars: 'Price',
  bedrooms: 'Bedrooms',
  stories: 'Stories',
  square_feet: 'Square feet',
  year_built: 'Year built',
}

const pointer = (field: string) => `/data/attributes/${field === 'type' ? LISTING_TYPE_ATTRIBUTE : field}`
const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '')
const orNull = (value: string | null | undefined) => trimmed(value) || null

/**
 * Reads the attributes (a new listing's, or a stored one's with a PATCH's laid over them): the
 * values, or every problem found.
 *
 * @example
 * readPocketListing({ ...attributes, state_code: 'Texas' })
 * // { problems: [{ pointer: '/data/attributes/state_code', detail: 'State must be exactly 2 characters' }] }
 */
export function readPocketListing(
  input: PocketListingAttributesInput,
): { values: PocketListingValues; problems?: undefined } | { problems: InputProblem[]; values?: undefined } {
  // PostgreSQL text cannot hold NUL: such a value is refused here, not by the database (a 500).
  const nul = Object.entries(input).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : [value]).some((item) => typeof item === 'string' && item.includes('\u0000'))
      ? [{ pointer: pointer(field), detail: `${field} must not contain a NUL character` }]
      : [],
  )
  if (nul.length > 0) return { problems: nul }
  const formErrors = validatePocketListing(input as Partial<Record<PocketListingValidatedField, FormValue>>)
  const problems: InputProblem[] = Object.entries(formErrors).map(([field, detail]) => ({
    pointer: pointer(field),
    detail: detail!,
  }))
  const numbers = {} as Record<(typeof WHOLE_NUMBER_FIELDS)[number] | 'bathrooms' | 'lot_acre', number | null>
  for (const field of WHOLE_NUMBER_FIELDS) {
    const number = parseNumberInput(input[field])
    numbers[field] = number
    if (formErrors[field as PocketListingValidatedField] || number === null || Number.isNaN(number)) continue
    if (!Number.isInteger(number))
      problems.push({ pointer: pointer(field), detail: `${LABELS[field]} must be a whole number` })
    else if (number > INT_MAX) problems.push({ pointer: pointer(field), detail: `${LABELS[field]} is too large` })
  }
  numbers.bathrooms = parseNumberInput(input.bathrooms)
  numbers.lot_acre = parseNumberInput(input.lot_acre)
  if (numbers.bathrooms !== null && numbers.bathrooms > 1000 && !formErrors.bathrooms) {
    problems.push({ pointer: pointer('bathrooms'), detail: 'Bathrooms is too large' })
  }
  const lot = numbers.lot_acre
  if (lot !== null && !(Number.isFinite(lot) && lot > 0)) {
    problems.push({ pointer: pointer('lot_acre'), detail: 'Lot acres must be a positive number' })
  } else if (lot !== null && lot > LOT_ACRES_MAX) {
    problems.push({ pointer: pointer('lot_acre'), detail: 'Lot acres is too large' })
  }
  const { latitude, longitude } = input
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    problems.push({ pointer: pointer('latitude'), detail: NO_POSITION_DETAIL })
  } else if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    problems.push({
      pointer: pointer('latitude'),
      detail: 'The position is not on the map: latitude -90 to 90, longitude -180 to 180',
    })
  }
  const agentIds: number[] = []
  for (const [index, raw] of (input.agent_ids ?? []).entries()) {
    const id = typeof raw === 'number' ? raw : /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : Number.NaN
    if (!Number.isInteger(id) || id < 1 || id > INT_MAX) {
      problems.push({
        pointer: pointer(`agent_ids/${index}`),
        detail: `Agent ${String(raw).slice(0, 40)} is not an agent id`,
      })
    } else if (!agentIds.includes(id)) agentIds.push(id)
  }
  const photoUrls = (input.photo_urls ?? []).map((url) => url.trim())
  if (input.require_photos === true && photoUrls.length === 0) {
    problems.push({ pointer: pointer('photo_urls'), detail: 'This listing requires photos: add at least one photo' })
  }
  if (problems.length > 0) return { problems }
  return {
    values: {
      data_source_name: trimmed(input.data_source_name),
      disclose_price: input.disclose_price ?? true,
      type: trimmed(input.type),
      property_type: trimmed(input.property_type),
      purchase_type: trimmed(input.purchase_type),
      listing_status: trimmed(input.listing_status),
      rent_frequency: orNull(input.rent_frequency),
      street: trimmed(input.street),
      city: trimmed(input.city),
      state_code: trimmed(input.state_code).toUpperCase(),
      zip: trimmed(input.zip),
      description: orNull(input.description),
      school_elementary: orNull(input.school_elementary),
      school_middle: orNull(input.school_middle),
      school_senior_high: orNull(input.school_senior_high),
      school_district: orNull(input.school_district),
      title: trimmed(input.title),
      subtitle: trimmed(input.subtitle),
      is_pocket: input.is_pocket ?? true,
      require_photos: input.require_photos ?? false,
      price_in_dollars: numbers.price_in_dollars!,
      bedrooms: numbers.bedrooms,
      bathrooms: numbers.bathrooms,
      stories: numbers.stories,
      square_feet: numbers.square_feet,
      lot_acre: numbers.lot_acre,
      year_built: numbers.year_built,
      latitude: latitude!,
      longitude: longitude!,
      agent_ids: agentIds,
      photo_urls: photoUrls,
    },
  }
}
