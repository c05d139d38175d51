import { createContext, useContext } from 'react'
import type { MouseEvent, ReactNode } from 'react'
import { isInAppHref, isPlainLeftClick } from './link-rules.js'
import type { LinkProps, RenderLink } from './link-rules.js'

/** Moves the host's router to an in-app address (react-router's `navigate`, `history.push`…). */
export type Navigate = (href: string) => void

const NavigateContext = createContext<Navigate | null>(null)

/**
 * Plugs the host's router into every kit link below it: a plain left click on an in-app link
 * calls `navigate(href)` instead of loading the page. Without a provider links are plain `<a>`s.
 *
 * @example
 * const navigate = useNavigate() // react-router
 * <LinkProvider navigate={(href) => void navigate(href)}><App /></LinkProvider>
 */
export function LinkProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
}

/**
 * A link that follows the host's router (`LinkProvider`). It stays a real `<a href>`: it works
 * before JavaScript runs, and modified or middle clicks (new tab, new window) are the browser's.
 *
 * @example
 * <Link href="/app/account">Account</Link>
 */
export function Link({ onClick, ...props }: LinkProps) {
  const navigate = useContext(NavigateContext)
  function followRouter(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!navigate || !isPlainLeftClick(event) || !isInAppHref(props.href)) return
    event.preventDefault()
    navigate(props.href)
  }
  return <a {...props} onClick={navigate || onClick ? followRouter : undefined} />
}

/**
 * The default `renderLink`: an anchor, which works without JavaScript and with middle-click. It
 * is the kit's `Link`, so a host's `LinkProvider` routes it; without one it is a plain `<a>`.
 */
export const renderAnchor: RenderLink = (props) => <Link {...props} />
