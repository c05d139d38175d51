import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Link, LinkProvider } from './Link.js'

const navigate = fn()

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { href: '/app/account', children: 'Account' },
  render: (args) => (
    <LinkProvider navigate={navigate}>
      <Link {...args} />
    </LinkProvider>
  ),
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

/** A plain click on an in-app link goes through the host's router, not a page load. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Account' })
    await expect(link).toHaveAttribute('href', '/app/account')
    await userEvent.click(link)
    await expect(navigate).toHaveBeenCalledWith('/app/account')
  },
}

/** A modified click (new tab) stays the browser's. */
export const ModifiedClick: Story = {
  render: (args) => (
    <LinkProvider navigate={navigate}>
      <Link {...args} onClick={(event) => event.preventDefault()} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}')
    await userEvent.click(canvas.getByRole('link', { name: 'Account' }))
    await userEvent.keyboard('{/Control}')
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** Links out of the app (another scheme or host) are never routed. */
export const ExternalLink: Story = {
  args: { href: 'mailto:agent@example.com', children: 'Email the agent' },
  render: (args) => (
    <LinkProvider navigate={navigate}>
      <Link {...args} onClick={(event) => event.preventDefault()} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Email the agent' }))
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** Without a provider it is a plain anchor with the props it was given. */
export const WithoutProvider: Story = {
  args: { href: '#section', children: 'Jump', 'aria-label': 'Jump to section' },
  render: (args) => <Link {...args} onClick={(event) => event.preventDefault()} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Jump to section' })
    await expect(link).toHaveAttribute('href', '#section')
    await userEvent.click(link)
    await expect(navigate).not.toHaveBeenCalled()
  },
}
