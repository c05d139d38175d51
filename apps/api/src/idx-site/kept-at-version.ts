/**
 * A value read from the database, kept in this process for as long as the version the caller
 * reads from the database for each request (a digest such as ListingPageVersion's `site`) is the
 * one it was read at: the version decides, never this process's memory, so several processes may
 * serve one database and a change made through any of them is read again on the next request.
 *
 * The value is read after its version (a request reads the version, then asks for the value), so
 * it is never older than the version it is kept under. One value is kept, the latest version's;
 * requests asking for the same version while it is being read share that read, and a read that
 * fails is not kept (the next request reads again).
 *
 * @example
 * const siteAt = keptAtVersion(() => readPageSite(db, site, false))
 * await siteAt(version.site) // read once; again only when the site's digest changes
 */
export function keptAtVersion<T>(read: () => Promise<T>): (version: string) => Promise<T> {
  let kept: { version: string; value: Promise<T> } | null = null
  return (version) => {
    if (kept?.version === version) return kept.value
    const entry = { version, value: read() }
    kept = entry
    entry.value.catch(() => {
      if (kept === entry) kept = null
    })
    return entry.value
  }
}
