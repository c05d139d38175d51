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

/**
 * One origin as allowed to embed a site (IDX_FRAME_ANCESTORS, or a site's stored list set by the
 * operator tool): its canonical form, or what is wrong with it, to finish a message naming it.
 *
 * @example
 * parseOrigin('https://Broker.example:443') // { origin: 'https://broker.example' }
 * parseOrigin('https://*.broker.example') // { problem: 'has a wildcard: name each origin' }
 */
export function parseOrigin(entry: string): { origin: string } | { problem: string } {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return { problem: 'is not an absolute URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'is not http(s)' }
  if (url.hostname.includes('*')) return { problem: 'has a wildcard: name each origin' }
  if (url.username || url.password) return { problem: 'has a user name or password' }
  if (url.search || url.hash || !/^[a-z]+:\/\/[^/]+\/?$/i.test(entry))
    return { problem: 'has a path, query or fragment' }
  return { origin: url.origin }
}
