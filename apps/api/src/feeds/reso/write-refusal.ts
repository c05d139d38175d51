// What the database's refusals mean for a record, by SQLSTATE (exact codes first, then classes).
const REFUSALS: readonly [pattern: RegExp, words: string][] = [
  [/^22003$/, 'a number is too large for its column'],
  [/^22001$/, 'a text is too long for its column'],
  [/^(22021|22P05)$/, 'a text holds a character the database cannot store'],
  [/^22/, 'one of its values is one the database cannot store'],
  [/^23505$/, 'it clashes with a row the database holds already'],
  [/^23/, 'it breaks a rule of the database'],
]

/**
 * Why a record could not be written, in words for the import report: what the database's error
 * code means (with the code, for the operator to look up), never the driver's message, which can
 * quote the record's values and the schema. An error without a code is named by its kind.
 *
 * @example
 * writeRefusalReason(Object.assign(new Error('value "9e12" is out of range for type integer'), { code: '22003' }))
 * // 'could not be written: a number is too large for its column (SQLSTATE 22003)'
 */
export function writeRefusalReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    const words = REFUSALS.find(([pattern]) => pattern.test(code))?.[1] ?? 'the database refused it'
    return `could not be written: ${words} (SQLSTATE ${code})`
  }
  const kind = error instanceof Error ? error.name : typeof error
  return `could not be written: an unexpected ${kind} while writing it`
}
