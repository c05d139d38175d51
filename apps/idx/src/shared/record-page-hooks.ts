import { useEffect, useRef, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSiteSession } from '@idx/app-shell'
import { appHref } from './listing-paths.js'

/**
 * Marks a collection or saved search viewed once per visit (browser only), when a member sees it:
 * `markViewed` is the record's viewed mutation.
 */
export function useMarkViewedOnce(markViewed: (id: string) => unknown, id: string, member: boolean): void {
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (!member || marked.current === id) return
    marked.current = id
    void markViewed(id)
  }, [member, id, markViewed])
}

/** Whether a click inside `event.currentTarget` is a plain left click on a link (not a new tab). */
export function isPlainLinkClick(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  return (
    link !== null &&
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey
  )
}

/**
 * The click handler of a not-found screen whose login link (the widget's own anchor) should bring
 * the visitor back: it remembers this page as the attempted transition (`targetName`, the page's
 * query and `params`), then goes to `loginPath` in the app.
 */
export function useLoginComesBack(targetName: string, params: Record<string, string>, loginPath: string) {
  const session = useSiteSession()
  const navigate = useNavigate()
  const location = useLocation()
  return (event: MouseEvent) => {
    if (!isPlainLinkClick(event)) return
    session.setAttemptedTransition({
      url: appHref(`${location.pathname}${location.search}`),
      targetName,
      queryParams: { ...params, ...Object.fromEntries(new URLSearchParams(location.search)) },
    })
    event.preventDefault()
    void navigate(loginPath)
  }
}
