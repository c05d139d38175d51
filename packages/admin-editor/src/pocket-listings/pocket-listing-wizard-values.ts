// The pocket-listing wizard's values, steps and payload: pure, so the rules are tested without a
// browser. Every field rule is @idx/domain's validatePocketListing (the server checks the same).
import { parseNumberInput, validatePocketListing } from '@idx/domain'
import type { PocketListingFormValues, PocketListingValidatedField } from '@idx/domain'

/** The wizard's steps in order (spec: Basics, Photos, Description; steps 0-2). */
export const POCKET_LISTING_STEPS = ['Basics', 'Photos', 'Description'] as const

/** A step's index, as the host keeps it in the URL. */
export type PocketListingStep = 0 | 1 | 2

/** An agent as the picker shows it (by full name) and the payload sends it (by id). */
export interface PocketListingAgent {
  id: number | string
  full_name: string
}

/** A spot on the map, as the API names it. */
export interface PocketListingPosition {
  latitude: number
  longitude: number
}

/** The wizard's form values: the domain's, with the chosen agents named and the map's position. */
export type PocketListingWizardValues = Omit<PocketListingFormValues, 'agents'> & {
  agents: readonly PocketListingAgent[]
  latitude: number | null
  longitude: number | null
}

/** The number fields, sent as numbers (or null when blank). */
const NUMBER_FIELDS = ['bedrooms', 'bathrooms', 'stories', 'square_feet', 'lot_acre', 'year_built'] as const

/** What the wizard hands `onSubmit`: the listing as the API takes it, agents as integer ids. */
export interface PocketListingPayload {
  data_source_name: string
  price_in_dollars: number
  disclose_price: boolean
  type: string
  property_type: string
  purchase_type: string
  listing_status: string
  rent_frequency: string
  street: string
  city: string
  state_code: string
  zip: string
  description: string
  bedrooms: number | null
  bathrooms: number | null
  stories: number | null
  square_feet: number | null
  lot_acre: number | null
  year_built: number | null
  school_elementary: string
  school_middle: string
  school_senior_high: string
  school_district: string
  agent_ids: number[]
  photo_urls: string[]
  title: string
  subtitle: string
  is_pocket: boolean
  require_photos: boolean
  latitude: number
  longitude: number
}

/** A saved listing as the host loads it for editing (any field may be missing or null). */
export type PocketListingRecord = {
  [K in keyof Omit<PocketListingPayload, 'agent_ids'>]?: PocketListingPayload[K] | null
} & { agents?: readonly PocketListingAgent[] | null }

/** The position's field name for its error (the map's message). */
export const POSITION_FIELD = 'latitude' satisfies PocketListingWizardField

/** Why a listing without a position cannot be saved. */
export const NO_POSITION_MESSAGE =
  'Place the listing on the map: a listing without a position cannot be saved. Find the address, or place the pin by hand.'

/** A field the wizard checks: the domain's rules plus the position. */
export type PocketListingWizardField = PocketListingValidatedField | 'latitude'

/** The fields each step checks before moving on (the Photos step has no rule). */
export const STEP_FIELDS: Record<PocketListingStep, readonly PocketListingWizardField[]> = {
  0: [
    'data_source_name',
    'type',
    'property_type',
    'purchase_type',
    'listing_status',
    'price_in_dollars',
    'rent_frequency',
    'street',
    'city',
    'state_code',
    'zip',
    POSITION_FIELD,
  ],
  1: [],
  2: ['bedrooms', 'bathrooms', 'square_feet', 'stories', 'year_built'],
}

/**
 * The new form: blank, with the spec's defaults (`is_pocket` true, `require_photos` false), or a
 * saved listing's values for editing (numbers as the inputs show them).
 *
 * @example
 * formValuesOf(null).is_pocket // true
 * formValuesOf({ bedrooms: 3 }).bedrooms // '3'
 */
export function formValuesOf(listing: PocketListingRecord | null | undefined): PocketListingWizardValues {
  const text = (value: string | null | undefined) => value ?? ''
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))
  const l = listing ?? {}
  return {
    data_source_name: text(l.data_source_name),
    price_in_dollars: number(l.price_in_dollars),
    disclose_price: l.disclose_price ?? true,
    type: text(l.type),
    property_type: text(l.property_type),
    purchase_type: text(l.purchase_type),
    listing_status: text(l.listing_status),
    rent_frequency: text(l.rent_frequency),
    street: text(l.street),
    city: text(l.city),
    state_code: text(l.state_code),
    zip: text(l.zip),
    description: text(l.description),
    bedrooms: number(l.bedrooms),
    bathrooms: number(l.bathrooms),
    stories: number(l.stories),
    square_feet: number(l.square_feet),
    lot_acre: number(l.lot_acre),
    year_built: number(l.year_built),
    school_elementary: text(l.school_elementary),
    school_middle: text(l.school_middle),
    school_senior_high: text(l.school_senior_high),
    school_district: text(l.school_district),
    agents: l.agents ?? [],
    photo_urls: l.photo_urls ?? [],
    title: text(l.title),
    subtitle: text(l.subtitle),
    is_pocket: l.is_pocket ?? true,
    require_photos: l.require_photos ?? false,
    latitude: l.latitude ?? null,
    longitude: l.longitude ?? null,
  }
}

/**
 * Every rule's message by field: the domain's, and the position's.
 *
 * @example
 * wizardErrors(formValuesOf(null)).state_code // 'State is required'
 */
export function wizardErrors(values: PocketListingWizardValues): Partial<Record<PocketListingWizardField, string>> {
  const errors: Partial<Record<PocketListingWizardField, string>> = { ...validatePocketListing(values) }
  if (values.latitude === null || values.longitude === null) errors[POSITION_FIELD] = NO_POSITION_MESSAGE
  return errors
}

/**
 * The fields of `step` that break a rule now.
 *
 * @example
 * invalidFields(values, 0) // ['street', 'zip'] when both are blank
 */
export function invalidFields(values: PocketListingWizardValues, step: PocketListingStep): PocketListingWizardField[] {
  const errors = wizardErrors(values)
  return STEP_FIELDS[step].filter((field) => errors[field] !== undefined)
}

/**
 * The first step, up to (not including) `before`, whose fields break a rule; null when none does.
 * Moving ahead past it, or saving, is refused and the wizard goes there instead.
 *
 * @example
 * firstInvalidStep(values, 3) // 0 when the Basics are incomplete
 */
export function firstInvalidStep(values: PocketListingWizardValues, before: number): PocketListingStep | null {
  for (const step of [0, 1, 2] as const) {
    if (step >= before) break
    if (invalidFields(values, step).length > 0) return step
  }
  return null
}

/** A step index the host's URL gave, kept to 0-2 (anything else is the first step). */
export function stepOf(value: unknown): PocketListingStep {
  const number = typeof value === 'string' ? Number(value) : value
  return number === 1 || number === 2 ? number : 0
}

/**
 * The listing as `onSubmit` sends it: number fields as numbers (blank as null), agents as
 * integer `agent_ids`, text trimmed, the state code in capitals. Call it with valid values only.
 *
 * @example
 * payloadOf({ ...values, agents: [{ id: '12', full_name: 'Ezra Roberts' }] }).agent_ids // [12]
 */
export function payloadOf(values: PocketListingWizardValues): PocketListingPayload {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, parseNumberInput(values[field])])) as Record<
    (typeof NUMBER_FIELDS)[number],
    number | null
  >
  return {
    data_source_name: values.data_source_name,
    price_in_dollars: parseNumberInput(values.price_in_dollars) ?? 0,
    disclose_price: values.disclose_price,
    type: values.type,
    property_type: values.property_type,
    purchase_type: values.purchase_type,
    listing_status: values.listing_status,
    rent_frequency: values.rent_frequency,
    street: values.street.trim(),
    city: values.city.trim(),
    state_code: values.state_code.trim().toUpperCase(),
    zip: values.zip.trim(),
    description: values.description.trim(),
    ...numbers,
    school_elementary: values.school_elementary.trim(),
    school_middle: values.school_middle.trim(),
    school_senior_high: values.school_senior_high.trim(),
    school_district: values.school_district.trim(),
    agent_ids: values.agents.map((agent) => Number.parseInt(String(agent.id), 10)).filter(Number.isInteger),
    photo_urls: [...values.photo_urls],
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    is_pocket: values.is_pocket,
    require_photos: values.require_photos,
    latitude: values.latitude ?? 0,
    longitude: values.longitude ?? 0,
  }
}

/** The address the map places: all three parts, or null while one is blank. */
export function addressToPlace(
  values: Pick<PocketListingWizardValues, 'street' | 'city' | 'zip'>,
): { street: string; city: string; zip: string } | null {
  const street = values.street.trim()
  const city = values.city.trim()
  const zip = values.zip.trim()
  return street && city && zip ? { street, city, zip } : null
}
