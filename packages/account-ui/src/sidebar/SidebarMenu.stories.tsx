import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { longNameUser, storyAgent, storyUser } from '../auth/story-fixtures.js'
import { SidebarMenu } from './SidebarMenu.js'
import type { SidebarMenuProps } from './SidebarMenu.js'

const links = {
  'saved-searches': '/app/saved-searches',
  collections: '/app/collections',
  account: '/app/account',
}

const meta = {
  title: 'account-ui/sidebar/SidebarMenu',
  component: SidebarMenu,
  args: { user: storyUser, links, onLogin: fn(), onLogout: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 640, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarMenu>
export default meta
type Story = StoryObj<typeof meta>

/** A signed-in shopper: the three cards as links, their agent, Logout; focus starts on Close. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Menu' })
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    const cards = within(within(dialog).getByRole('list', { name: 'Get started' })).getAllByRole('link')
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/app/saved-searches',
      '/app/collections',
      '/app/account',
    ])
    await expect(cards[2]).toHaveTextContent('Settings & Notifications')
    const agent = canvas.getByRole('region', { name: 'Your Agent' })
    await expect(agent).toHaveTextContent('Ana Diaz')
    await expect(within(agent).getByRole('link', { name: 'ana.diaz@lonestar.example' })).toHaveAttribute(
      'href',
      'mailto:ana.diaz@lonestar.example',
    )
    await expect(within(agent).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+15125550199',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** A visitor: every card asks them to sign in, naming what they wanted, under the host's title and intro. */
export const Visitor: Story = {
  args: {
    user: null,
    title: 'Register or Sign-in to Unlock More Features',
    intro: 'Save searches and get real-time alerts, and share collections with the people you buy with.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Register or Sign-in to Unlock More Features' })).toBeVisible()
    await expect(canvas.getByText(/real-time alerts/)).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /^Collections/ }))
    await expect(args.onLogin).toHaveBeenLastCalledWith('collections')
    await userEvent.click(canvas.getByRole('button', { name: /^Settings & Notifications/ }))
    await expect(args.onLogin).toHaveBeenLastCalledWith('account')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(args.onLogin).toHaveBeenLastCalledWith()
    await expect(canvas.queryByRole('region', { name: 'Your Agent' })).toBeNull()
  },
}

/** Single-sign-on users manage their profile at the identity provider: no settings card. */
export const SsoUser: Story = {
  args: { sso: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Saved Searches/ })).toBeVisible()
    await expect(canvas.queryByText('Settings & Notifications')).toBeNull()
  },
}

/** No agent yet: no 'Your Agent' card. */
export const NoAgent: Story = {
  args: { user: { ...storyUser, current_agent: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Your Agent')).toBeNull()
  },
}

/** A host with no saved-search or collection pages yet passes no link for them: those cards are left out. */
export const SomePagesOnly: Story = {
  args: { links: { account: '/app/account' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Settings & Notifications/ })).toBeVisible()
    await expect(canvas.queryByText('Saved Searches')).toBeNull()
    await expect(canvas.queryByText('Collections')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
}

/** A router host takes plain clicks; the cards stay real links for new tabs. */
export const RouterHost: Story = {
  args: { onNavigate: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Saved Searches/ }))
    await expect(args.onNavigate).toHaveBeenCalledWith('saved-searches')
    await expect(window.location.pathname).not.toBe('/app/saved-searches')
  },
}

/** Long names and addresses wrap inside the menu. */
export const LongNames: Story = {
  args: {
    user: longNameUser,
    agent: {
      ...storyAgent,
      full_name: 'Bartholomew-Christopher Featherstonehaugh-Cholmondeley',
      email: 'bartholomew.christopher.featherstonehaugh@an-uncommonly-long-brokerage.example',
      pictures: null,
    },
  },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Menu' })
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    await expect(within(dialog).queryByRole('img')).toBeNull()
  },
}

/** A host that opens and closes the menu: closing gives focus back to the button that opened it. */
export const FocusReturns: Story = {
  render: function MenuHost(args: SidebarMenuProps) {
    const [open, setOpen] = useState(false)
    return (
      <div>
        <button type="button" onClick={() => setOpen(true)}>
          Open menu
        </button>
        {open ? <SidebarMenu {...args} onClose={() => setOpen(false)} /> : null}
      </div>
    )
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.click(opener)
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(opener).toHaveFocus()
  },
}
