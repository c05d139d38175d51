/** A value that survives `JSON.parse(JSON.stringify(value))` unchanged. */
export type JsonPrimitive = string | number | boolean | null

/** Any JSON value, e.g. a market's filter schema or a saved search's filter. */
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue }

/** A JSON object, e.g. `{ "price": { "min": 100000 } }`. */
export type JsonObject = { [key: string]: JsonValue }

/**
 * An ISO 8601 date or date-time as the API sends it, e.g. `2024-05-01T14:30:00Z`
 * or `2024-05-01`. Format it for display with `formatDate`.
 */
export type IsoDateString = string
