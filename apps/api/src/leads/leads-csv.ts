// The leads export as a spreadsheet opens it: RFC 4180 CSV, safe from formula injection.

/** The export's columns, in order, as its header row names them. */
export const LEAD_CSV_COLUMNS = [
  'created',
  'status',
  'name',
  'email',
  'phone',
  'message',
  'listing',
  'mls number',
  'assigned agent',
  'routed via',
  'source url',
  'consent',
] as const

export type LeadCsvRecord = Record<(typeof LEAD_CSV_COLUMNS)[number], string>

/**
 * One CSV cell: a value a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`,
 * or a tab or carriage return before one) gets a leading `'`, since a visitor typed it; then a
 * value holding a comma, quote or line break is quoted, its quotes doubled (RFC 4180).
 *
 * @example
 * csvCell('=HYPERLINK("http://x")') // '"\'=HYPERLINK(""http://x"")"'
 * csvCell('Jane, Buyer') // '"Jane, Buyer"'
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The CSV text of `records` under the header row, lines ended by CRLF (RFC 4180), with a
 * byte-order mark so spreadsheet programs read it as UTF-8.
 *
 * @example
 * leadsCsv([]) // '\uFEFFcreated,status,name,…,consent\r\n'
 */
export function leadsCsv(records: readonly LeadCsvRecord[]): string {
  const lines = [
    LEAD_CSV_COLUMNS.join(','),
    ...records.map((record) => LEAD_CSV_COLUMNS.map((column) => csvCell(record[column])).join(',')),
  ]
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`
}

/**
 * The export's file name: `leads-<site>-<date>.csv`, the site's name as a slug and the UTC date.
 *
 * @example
 * leadsCsvFileName('Lone Star Realty', new Date('2026-11-29T15:00:00Z')) // 'leads-lone-star-realty-2026-11-29.csv'
 */
export function leadsCsvFileName(siteName: string, now: Date): string {
  const slug =
    siteName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site'
  return `leads-${slug}-${now.toISOString().slice(0, 10)}.csv`
}
