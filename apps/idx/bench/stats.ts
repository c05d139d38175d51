/** Summary figures of a set of timings. */
export type Summary = { count: number; p50: number; p95: number; max: number }

/**
 * The nearest-rank percentile (`p` in 0..100) of `values`: the smallest value that at least p % of
 * the values do not exceed, so a p95 of 30 samples is the 29th smallest, a value actually seen.
 *
 * @example
 * percentile([5, 1, 3, 2, 4], 50) // 3
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] ?? Number.NaN
}

export function summarize(values: readonly number[]): Summary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : Number.NaN,
  }
}

/** Kilobytes as browsers' developer tools and Vite print them: 1 kB = 1,000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a')

/** Left-aligned first column, right-aligned figures: a plain-text table for the terminal. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)))
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}
