import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AuthPrompt } from './AuthPrompt.js'

const meta = {
  title: 'account-ui/auth/AuthPrompt',
  component: AuthPrompt,
  args: { onLogin: fn(), cancelHref: '/app/' },
} satisfies Meta<typeof AuthPrompt>
export default meta
type Story = StoryObj<typeof meta>

/** No target known: 'Get Started'. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get Started' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Log In / Get Started' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/app/')
  },
}

/** A visitor sent here from a collection reads what signing in is for. */
export const WithTarget: Story = {
  args: { target: 'collection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Login to view this collection' })).toBeVisible()
  },
}

/** A blank target is no target. */
export const BlankTarget: Story = {
  args: { target: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get Started' })).toBeVisible()
  },
}

/** A router host renders Cancel with its own link; the widget hands over every prop. */
export const RouterLink: Story = {
  args: {
    cancelHref: '/app/?menu=true',
    renderLink: ({ href, children, className }) => (
      <a href={href} className={className} data-router="yes">
        {children}
      </a>
    ),
    headingLevel: 1,
  },
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('link', { name: 'Cancel' })
    await expect(cancel).toHaveAttribute('data-router', 'yes')
    await expect(cancel).toHaveAttribute('href', '/app/?menu=true')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Get Started')
  },
}
