import type { Agent, User } from '@idx/domain'

/** Where a getting-started card leads (the route names of the spec: index.saved-searches…). */
export type SidebarTarget = 'saved-searches' | 'collections' | 'account'

/** One getting-started card. */
export type SidebarCard = { target: SidebarTarget; title: string; description: string }

// Titles are the spec's; descriptions are ours (the spec names the cards only).
const CARDS: readonly SidebarCard[] = [
  {
    target: 'saved-searches',
    title: 'Saved Searches',
    description: 'Get alerts when new listings match your searches.',
  },
  {
    target: 'collections',
    title: 'Collections',
    description: 'Keep the listings you like and share them with your agent.',
  },
  { target: 'account', title: 'Settings & Notifications', description: 'Edit your profile and your password.' },
]

/**
 * The getting-started cards to show: all three, except Settings & Notifications for a
 * single-sign-on user (their profile lives at the identity provider, and the account page
 * sends them back). A visitor sees all three; each leads to sign-in.
 *
 * @example
 * sidebarCards({ signedIn: true, sso: true }).map((card) => card.title) // ['Saved Searches', 'Collections']
 */
export function sidebarCards({ signedIn, sso }: { signedIn: boolean; sso: boolean }): SidebarCard[] {
  return CARDS.filter((card) => !(card.target === 'account' && signedIn && sso))
}

/**
 * The agent the 'Your Agent' card shows: the one the host passes, else the user's current agent;
 * `null` hides the card.
 */
export function sidebarAgent(user: User | null, agent: Agent | null | undefined): Agent | null {
  if (agent !== undefined) return agent
  return user?.current_agent ?? null
}

/**
 * The header button's text: 'Hi, {first name}' for a user, 'Get Started' for a visitor. A user
 * without a first name gets 'My Account' rather than a bare 'Hi,'.
 *
 * @example
 * headerGreeting({ first_name: 'Jane' }) // 'Hi, Jane'
 * headerGreeting(null) // 'Get Started'
 */
export function headerGreeting(user: Pick<User, 'first_name'> | null | undefined): string {
  if (!user) return 'Get Started'
  const first = user.first_name?.trim()
  return first ? `Hi, ${first}` : 'My Account'
}
