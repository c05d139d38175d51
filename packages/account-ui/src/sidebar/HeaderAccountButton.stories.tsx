import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { HeaderAccountButton } from './HeaderAccountButton.js'

const meta = {
  title: 'account-ui/sidebar/HeaderAccountButton',
  component: HeaderAccountButton,
  args: { user: { first_name: 'Jane' }, onClick: fn() },
} satisfies Meta<typeof HeaderAccountButton>
export default meta
type Story = StoryObj<typeof meta>

/** A signed-in user is greeted by first name. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Hi, Jane' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await expect(button).not.toHaveAttribute('aria-expanded')
  },
}

/** A visitor is invited to start. */
export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toBeVisible()
  },
}

/** On small screens only the icon shows, and the button keeps its name. */
export const Compact: Story = {
  args: { user: null, layout: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toBeVisible()
    const label = canvasElement.querySelector('.idx-header-account__label') as HTMLElement
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

/** A long first name is cut on screen and read in full. */
export const LongName: Story = {
  args: { user: { first_name: 'Maximiliana-Josefina Alexandrina' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Hi, Maximiliana-Josefina Alexandrina' })
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(16 * 16 + 1)
  },
}

/** A user without a first name is not greeted with a bare 'Hi,'. */
export const NoFirstName: Story = {
  args: { user: { first_name: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My Account' })).toBeVisible()
  },
}

/** When it toggles the sidebar the button says whether the menu is open. */
export const MenuOpen: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hi, Jane' })).toHaveAttribute('aria-expanded', 'true')
  },
}
