/**
 * A test for "is this URL path a page of the app mounted at `root`", from the app's router
 * patterns (relative to the root, with or without a leading slash; `''` or `'/'` is the root
 * itself; `:name` is one non-empty segment). Paths are matched as react-router matches them: one
 * trailing slash allowed, empty segments never. Used for each app the server answers with 404
 * when the router would only draw "Page not found".
 *
 * @example
 * const isKnown = routeMatcher('/app/', ['', 'listing/:id'])
 * isKnown('/app/listing/7/') // true
 * isKnown('/app/listing')    // false
 */
export function routeMatcher(root: string, patterns: readonly string[]): (path: string) => boolean {
  const known = patterns.map((pattern) => pattern.split('/').filter(Boolean))
  return function isRoute(path) {
    if (!path.startsWith(root)) return false
    const rest = path.slice(root.length).replace(/\/$/, '')
    const segments = rest === '' ? [] : rest.split('/')
    if (segments.some((segment) => segment === '')) return false
    return known.some((parts) => matches(parts, segments))
  }
}

function matches(parts: readonly string[], segments: readonly string[]): boolean {
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i])
}
