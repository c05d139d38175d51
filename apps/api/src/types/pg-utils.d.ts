// node-postgres' own serialiser for query parameters (public under its `./lib/*` export, untyped by
// @types/pg). The PGlite dialect uses it so both engines receive parameters as the same text.
declare module 'pg/lib/utils.js' {
  /** A JavaScript value as the text node-postgres sends for a parameter (null stays null). */
  export function prepareValue(value: unknown): string | Buffer | null
}
