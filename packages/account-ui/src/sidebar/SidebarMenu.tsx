import type { Agent, User } from '@idx/domain'
import { useId, useLayoutEffect, useRef } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { HeadingLevel } from '@idx/ui'
import { isPlainLeftClick, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { AgentCard } from './AgentCard.js'
import { sidebarAgent, sidebarCards } from './sidebar-cards.js'
import type { SidebarCard, SidebarTarget } from './sidebar-cards.js'
import { SidebarStyles } from './SidebarStyles.js'

/** The hrefs of the cards' pages (e.g. `/app/saved-searches`). */
export type SidebarLinks = Record<SidebarTarget, string>

export interface SidebarMenuProps {
  /** The signed-in user, or `null` for a visitor (every card then leads to sign-in). */
  user: User | null
  /** The user signed in through single sign-on: no Settings & Notifications card. */
  sso?: boolean
  /** The agent of the 'Your Agent' card; default the user's `current_agent`; `null` hides the card. */
  agent?: Agent | null
  /**
   * Where each card leads for a signed-in user. A card without a link is not shown, so a host
   * that has no page for saved searches or collections yet offers no dead end.
   */
  links: Partial<SidebarLinks>
  /** Renders the cards' links (a router's `<Link>`); default a plain `<a>`. */
  renderLink?: RenderLink
  /** Takes over plain left clicks on a card (modified clicks follow the link). */
  onNavigate?: (target: SidebarTarget) => void
  /** Login, or a visitor's card: the target says what they wanted (none from the Login button). */
  onLogin: (target?: SidebarTarget) => void
  onLogout: () => void
  /** The close button and Escape. The host moves focus back only if it unmounts the menu elsewhere. */
  onClose: () => void
  /** The menu's name. Default 'Menu'. */
  title?: string
  /** A paragraph under the title (e.g. what signing in unlocks, for a visitor). */
  intro?: string
  headingLevel?: HeadingLevel
  className?: string
}

/**
 * The sidebar: getting-started cards (Saved Searches, Collections, Settings & Notifications),
 * 'Your Agent', and Login or Logout. It is a non-modal dialog: on opening, focus moves to its
 * close button; Escape or the button closes it, and when it goes focus returns to where it was.
 *
 * @example
 * {menuOpen ? <SidebarMenu user={user} sso={session.sso} links={{ 'saved-searches': '/app/saved-searches',
 *   collections: '/app/collections', account: '/app/account' }} onNavigate={(t) => navigate(`/app/${t}`)}
 *   onLogin={openLogin} onLogout={logout} onClose={closeMenu} /> : null}
 */
export function SidebarMenu({
  user,
  sso = false,
  agent,
  links,
  renderLink = renderAnchor,
  onNavigate,
  onLogin,
  onLogout,
  onClose,
  title = 'Menu',
  intro,
  headingLevel = 2,
  className,
}: SidebarMenuProps) {
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  useFocusOnOpen(closeRef)
  const shownAgent = sidebarAgent(user, agent)
  const Heading = `h${headingLevel}` as const
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className={['idx-sidebar', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <SidebarStyles />
      <div className="idx-sidebar__header">
        <Heading id={titleId} className="idx-sidebar__title">
          {title}
        </Heading>
        <button ref={closeRef} type="button" className="idx-sidebar__close" aria-label="Close menu" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {intro ? <p className="idx-sidebar__intro">{intro}</p> : null}
      <ul className="idx-sidebar__cards" aria-label="Get started">
        {sidebarCards({ signedIn: user !== null, sso })
          .filter((card) => links[card.target] !== undefined)
          .map((card) => (
            <li key={card.target}>
              {user ? (
                renderLink({
                  href: links[card.target]!,
                  className: 'idx-sidebar__card',
                  onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                    if (!onNavigate || !isPlainLeftClick(event)) return
                    event.preventDefault()
                    onNavigate(card.target)
                  },
                  children: <CardText card={card} />,
                })
              ) : (
                <button type="button" className="idx-sidebar__card" onClick={() => onLogin(card.target)}>
                  <CardText card={card} />
                </button>
              )}
            </li>
          ))}
      </ul>
      {shownAgent ? <AgentCard agent={shownAgent} headingLevel={cardLevel} /> : null}
      {user ? (
        <button type="button" className="idx-sidebar__session" data-action="logout" onClick={onLogout}>
          Logout
        </button>
      ) : (
        <button type="button" className="idx-sidebar__session" data-action="login" onClick={() => onLogin()}>
          Login
        </button>
      )}
    </div>
  )
}

function CardText({ card }: { card: SidebarCard }) {
  return (
    <>
      <span className="idx-sidebar__card-title">{card.title}</span>
      <span className="idx-sidebar__card-text">{card.description}</span>
    </>
  )
}

/**
 * Focus moves into the menu when it opens and back to where it was when it closes. A layout
 * effect: focus is in the menu by the time the render that opened it is committed, so neither a
 * keystroke nor a test acting right after that render lands on the page behind (a passive effect
 * runs later, after paint, where nothing wraps the render in act(): the served Storybook).
 */
function useFocusOnOpen(target: { current: HTMLElement | null }) {
  useLayoutEffect(
    function focusMenu() {
      const previous = document.activeElement
      target.current?.focus()
      return function restoreFocus() {
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
      }
    },
    [target],
  )
}
