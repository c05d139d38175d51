import { OperatorError } from './operator-error.js'

// The shapes of a site's JSON settings as the server and the site read them (@idx/domain's
// SiteFeatures and RegistrationRule): `idx update-site` refuses anything else before writing, so
// a typo never reaches a visitor's page as a switch that silently does nothing.

type Check = (value: unknown) => string | null

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value)

const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true, false or null')

const text: Check = (value) => (typeof value === 'string' && value.length <= 20_000 ? null : 'must be text or null')

/** An object with exactly these members (each optional unless listed in `required`). */
const object =
  (members: Record<string, Check>, required: readonly string[] = []): Check =>
  (value) => {
    if (!isObject(value)) return 'must be an object'
    for (const key of required) if (!(key in value)) return `needs "${key}"`
    for (const [key, member] of Object.entries(value)) {
      const check = members[key]
      if (!check) return `has an unknown member "${key}" (known: ${Object.keys(members).join(', ')})`
      const problem = check(member)
      if (problem) return `"${key}" ${problem}`
    }
    return null
  }

/** The IDX disclaimer feature (`features.idx_disclaimer`): `--disclaimer-settings`. */
export const checkDisclaimerSettings = object(
  { enabled: boolean, template: nullable(text), terms_of_use: nullable(text), privacy_policy: nullable(text) },
  ['enabled'],
)

const FEATURE_CHECKS: Record<string, Check> = {
  assign_agent_at_signup: nullable(boolean),
  assign_agent_at_any_form: nullable(boolean),
  fraction_display: nullable(object({ enabled: boolean }, ['enabled'])),
  opt_in: nullable(boolean),
  idx_listing_agent_card: nullable(boolean),
  idx_login: nullable(boolean),
  sso_login: nullable(boolean),
  sign_up_without_password: nullable(boolean),
  idx_disclaimer: nullable(checkDisclaimerSettings),
  support_chat: nullable(
    object(
      {
        market_ids: (value) =>
          Array.isArray(value) && value.every((id) => typeof id === 'string' && /^\d+$/.test(id))
            ? null
            : 'must be a list of market ids as text, e.g. ["1"]',
      },
      ['market_ids'],
    ),
  ),
}

/** The site's feature switches (`--features`): each member one the site knows, of its type. */
export const checkFeatures = object(FEATURE_CHECKS)

/** The names of the feature switches, for help texts. */
export const FEATURE_NAMES = Object.keys(FEATURE_CHECKS)

/** Throws the usage error for `option` when `check` finds a problem with `value`. */
export function requireShape(option: string, value: unknown, check: Check): void {
  const problem = check(value)
  if (problem) throw new OperatorError('usage', `${option} ${problem}`)
}
