import type { MouseEvent, ReactNode } from 'react'

/** What a widget hands to `renderLink`: everything an `<a>` needs. */
export type LinkProps = {
  href: string
  children: ReactNode
  className?: string
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  rel?: string
  tabIndex?: number
  'aria-label'?: string
  'aria-current'?: 'page'
  'aria-hidden'?: boolean
  /** A tooltip, and the link's accessible description (e.g. the collections a saved home is in). */
  title?: string
  /** The widget's state of the link, for its styles ('saved' / 'unsaved'). */
  'data-state'?: string
}

/**
 * Renders the links of a widget, so a host can route them (a router's `<Link>`) without the
 * widget knowing any router. Spread every prop onto the link; the default is a plain `<a>`.
 *
 * @example
 * const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />
 */
export type RenderLink = (props: LinkProps) => ReactNode

/**
 * Whether `href` stays in the app, so a router may take it: a path, query or fragment, not a
 * URL with a scheme (`https:`, `mailto:`, `tel:`) or another host (`//cdn…`).
 *
 * @example
 * isInAppHref('/app/listing/7') // true
 * isInAppHref('mailto:agent@example.com') // false
 */
export function isInAppHref(href: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(href) && !href.startsWith('//')
}

/**
 * Whether a click on a link is a plain left click, the one a widget may turn into an in-page
 * change (`onPageChange`, `onOpen`). Modified clicks (new tab, new window, download) are left to
 * the browser so the link keeps working as a link.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === null || target === '' || target === '_self')
  )
}
