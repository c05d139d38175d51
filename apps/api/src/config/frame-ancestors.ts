import { parseOrigin } from '@idx/domain'

/**
 * IDX_FRAME_ANCESTORS as the list of origins allowed to embed the site (besides its own), one
 * canonical origin each (`https://broker.example`, no trailing slash, default port dropped). They
 * are also the origins the API answers cross-origin calls from (cors.ts). Blank: none, the site's
 * own origin only. Throws at start-up, naming the fix, for anything that is not an http(s) origin:
 * a wildcard, a path or a keyword would open framing wider than the operator meant.
 *
 * @example
 * readFrameAncestors('https://broker.example, https://www.broker.example:8443')
 * // ['https://broker.example', 'https://www.broker.example:8443']
 * readFrameAncestors('*') // throws: IDX_FRAME_ANCESTORS must list origins …
 */
export function readFrameAncestors(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return []
  const origins = new Set<string>()
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) origins.add(readOrigin(entry))
  return [...origins]
}

const EXAMPLE = 'e.g. IDX_FRAME_ANCESTORS="https://broker.example https://www.broker.example"'

function readOrigin(entry: string): string {
  const read = parseOrigin(entry)
  if ('origin' in read) return read.origin
  throw new Error(
    `IDX_FRAME_ANCESTORS must list origins (scheme://host[:port]) separated by spaces, ${EXAMPLE}; "${entry}" ${read.problem}`,
  )
}
