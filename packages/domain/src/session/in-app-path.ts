import { APP_ROOT } from '../routes/app-root.js'

// Return targets (after sign-in, after sign-out) reach the app from outside: a query parameter,
// a server-rendered page, storage. They are read the way a browser's URL parser reads them (so
// `/\evil`, `//evil`, `\t/evil`, `javascript:` and percent tricks are judged as the browser
// would judge them), and only a path on this origin under /app/ survives.

/** Resolves values that carry no origin of their own; never reached, only compared. */
const NO_ORIGIN = 'https://in-app-path.invalid'

/**
 * `value` as a path under /app/ on `origin` (the page's; any same-origin absolute URL is
 * accepted too), with its query and fragment, or `null` for anything else: another origin, a
 * `javascript:` or `data:` URL, a path outside /app/, a value that is no URL.
 *
 * @example
 * inAppPath('/app/collections?page=2')                       // '/app/collections?page=2'
 * inAppPath('https://homes.example/app/', 'https://homes.example') // '/app/'
 * inAppPath('//evil.example/app/')                           // null
 * inAppPath('/\\evil.example')                               // null
 * inAppPath('/api/v3/user')                                  // null: not a page of the app
 */
export function inAppPath(value: unknown, origin: string = NO_ORIGIN): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let base: URL
  let url: URL
  try {
    base = new URL(APP_ROOT, origin)
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null
  const root = APP_ROOT.replace(/\/$/, '')
  if (url.pathname !== root && !url.pathname.startsWith(APP_ROOT)) return null
  return `${url.pathname === root ? APP_ROOT : url.pathname}${url.search}${url.hash}`
}
