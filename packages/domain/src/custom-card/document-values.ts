// Small readers shared by the Mobiledoc readers of this folder (not exported from the package).

/** Records one part of the document the card leaves out (see `CustomCardDrop`). */
export type Drop = (pointer: string, detail: string) => void

/** Whether `value` is a plain JSON object (not a list, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value quoted for a drop's detail, cut short so a pasted essay does not flood the editor. */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/**
 * Mobiledoc's attribute lists, `['href', 'https://…', 'target', '_blank']`, as a map; `null`
 * when the value is not such a list. A name without a value, or a name that is not text, is skipped.
 */
export function attributePairs(value: unknown): Map<string, unknown> | null {
  if (!Array.isArray(value)) return null
  const pairs = new Map<string, unknown>()
  for (let index = 0; index + 1 < value.length; index += 2) {
    const name: unknown = value[index]
    if (typeof name === 'string') pairs.set(name.toLowerCase(), value[index + 1])
  }
  return pairs
}
