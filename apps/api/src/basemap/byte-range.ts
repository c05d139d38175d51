/** One byte range of a file, both ends inclusive (as HTTP's Range and Content-Range count them). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * What a Range header asks of a file of `size` bytes: `'whole'` without one (or with one this
 * server does not serve: another unit or several ranges, which HTTP allows answering in full),
 * `'unsatisfiable'` when it starts past the end (answer 416), else the range, its end clamped to
 * the file. Suffix ranges (`bytes=-500`, the last 500 bytes) count too.
 *
 * @example
 * byteRange('bytes=0-16383', 1000) // { start: 0, end: 999 }
 * byteRange('bytes=-100', 1000)    // { start: 900, end: 999 }
 * byteRange('bytes=2000-', 1000)   // 'unsatisfiable'
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return 'whole'
  const [, first = '', last = ''] = match
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
