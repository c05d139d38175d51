import type { User } from '@idx/domain'
import type { MouseEvent } from 'react'
import type { ResponsiveLayout } from '@idx/ui'
import { headerGreeting } from './sidebar-cards.js'
import { SidebarStyles } from './SidebarStyles.js'

export interface HeaderAccountButtonProps {
  /** The signed-in user (only `first_name` is read), or `null` for a visitor. */
  user: Pick<User, 'first_name'> | null
  /** The host opens the sidebar (a user) or the sign-in form / authenticate route (a visitor). */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  /** Whether the menu it opens is open; leave out when it opens no menu (sign-in). */
  expanded?: boolean
  /** `auto` (default): icon only under 30em, text kept for screen readers; or pin one look. */
  layout?: ResponsiveLayout
  className?: string
}

/**
 * The header's account button: 'Hi, {first name}' for a user, else 'Get Started'. On small
 * screens only the icon shows; the text stays its accessible name. A long name is cut with an
 * ellipsis on screen and read in full.
 *
 * @example
 * <HeaderAccountButton user={session.user} onClick={session.user ? openMenu : openLogin} expanded={menuOpen} />
 */
export function HeaderAccountButton({ user, onClick, expanded, layout = 'auto', className }: HeaderAccountButtonProps) {
  const label = headerGreeting(user)
  return (
    <button
      type="button"
      className={['idx-header-account', className].filter(Boolean).join(' ')}
      data-layout={layout}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <SidebarStyles />
      <svg className="idx-header-account__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="idx-header-account__label">{label}</span>
    </button>
  )
}
