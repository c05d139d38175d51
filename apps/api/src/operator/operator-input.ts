import { isValidEmail, parseOrigin, redirectUriProblem } from '@idx/domain'
import { IMAGE_URL_RULE, shownImageUrl } from '../http-headers/shown-image-url.js'
import { OperatorError } from './operator-error.js'

// The checks an operator's values pass before anything is written. Each answers the value as it is
// stored, or throws a usage error whose message starts with the option's name.

const usage = (option: string, problem: string) => new OperatorError('usage', `${option} ${problem}`)

/** Trimmed, non-empty text of at most `max` characters. */
export function requiredText(option: string, value: string | undefined, max = 200): string {
  const text = value?.trim() ?? ''
  if (text === '') throw usage(option, 'is required')
  if (text.length > max) throw usage(option, `is too long (at most ${max} characters)`)
  // PostgreSQL text cannot hold NUL; refuse it here rather than as a driver error.
  if (text.includes('\0')) throw usage(option, 'contains a NUL character')
  return text
}

/** A number in [min, max], written as a decimal. */
export function numberIn(option: string, value: string | undefined, min: number, max: number, what: string): number {
  const text = requiredText(option, value, 40)
  const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN
  if (!(number >= min && number <= max)) throw usage(option, `must be ${what} between ${min} and ${max}, got "${text}"`)
  return number
}

/** A whole number in [min, max]. */
export function wholeNumberIn(option: string, value: string | undefined, min: number, max: number): number {
  const text = requiredText(option, value, 40)
  const number = /^\d+$/.test(text) ? Number(text) : NaN
  if (!(number >= min && number <= max)) {
    throw usage(option, `must be a whole number between ${min} and ${max}, got "${text}"`)
  }
  return number
}

/** A US state or Canadian province code: two letters, stored upper-case. */
export function stateCode(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 10)
  if (!/^[A-Za-z]{2}$/.test(text)) throw usage(option, `must be a two-letter state code such as TX, got "${text}"`)
  return text.toUpperCase()
}

/** A well-formed e-mail address, trimmed. */
export function emailAddress(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 254)
  if (!isValidEmail(text)) throw usage(option, `must be an e-mail address, got "${text}"`)
  return text
}

/** A host name as a site's domain (`homes.broker.example`), stored lower-case. */
export function domainName(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 253).toLowerCase()
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(text)) {
    throw usage(option, `must be a host name such as homes.broker.example (no scheme or path), got "${text}"`)
  }
  return text
}

/** A feed's data source name: lower-case letters, digits, `-` and `_` (it is the feed's key in URLs and imports). */
export function dataSourceName(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 64)
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(text)) {
    throw usage(option, `must be lower-case letters, digits, "-" and "_" (e.g. actris), got "${text}"`)
  }
  return text
}

/**
 * An https URL, or a path on this server (`/logos/mls.svg`), for a logo or picture a page shows:
 * the pages' Content-Security-Policy loads no http: image (http-headers/shown-image-url.ts).
 */
export function imageUrl(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 2000)
  const shown = shownImageUrl(text)
  if (shown === null) throw usage(option, `must be ${IMAGE_URL_RULE}; got "${text}"`)
  return shown
}

/** A JSON object, given as text; stored as the same JSON. */
export function jsonObject(option: string, value: string | undefined): Record<string, unknown> {
  const text = requiredText(option, value, 20_000)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw usage(option, `must be JSON: ${(error as Error).message}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw usage(option, 'must be a JSON object, e.g. {"image":{"search":true}}')
  }
  return parsed as Record<string, unknown>
}

/** Canonical parent-page origins (`https://broker.example`), each checked as IDX_FRAME_ANCESTORS's are. */
export function origins(option: string, values: readonly string[]): string[] {
  if (values.length === 0) throw usage(option, 'is required (one or more origins such as https://broker.example)')
  return [
    ...new Set(
      values.map((value) => {
        const read = parseOrigin(value.trim())
        if ('problem' in read)
          throw usage(option, `must be an origin (scheme://host[:port]): "${value}" ${read.problem}`)
        return read.origin
      }),
    ),
  ]
}

/**
 * OAuth redirect URIs: absolute, https (http only on this machine's loopback, for development),
 * no fragment (RFC 6749 §3.1.2) and no user name or password. Kept exactly as written, since the
 * authorization request must match one character for character.
 */
export function redirectUris(option: string, values: readonly string[]): string[] {
  if (values.length === 0)
    throw usage(option, 'is required (one or more URLs such as https://homes.example/app/oauth/callback)')
  return [
    ...new Set(
      values.map((value) => {
        const text = requiredText(option, value, 2000)
        const problem = redirectUriProblem(text)
        if (problem) throw usage(option, `"${text}" ${problem}`)
        return text
      }),
    ),
  ]
}
