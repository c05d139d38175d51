import { ADMIN_ROOT, APP_ROOT } from '@idx/domain'

/**
 * Whether a route serves one of the built apps (the visitor site at /app/, the admin app at
 * /admin/: pages and assets) or the root's redirect to the site. Those are not API, so the OpenAPI
 * document leaves them out.
 */
export function isSitePage(url: string): boolean {
  if (url === '/') return true
  return [APP_ROOT, ADMIN_ROOT].some((root) => url === root.slice(0, -1) || url.startsWith(root))
}
