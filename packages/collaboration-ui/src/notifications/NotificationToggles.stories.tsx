import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsFrame, narrowFrame } from '../shared/story-fixtures.js'
import { NotificationToggles } from './NotificationToggles.js'

const defaults = {
  notify_invite_email: true,
  notify_comment_email: true,
  notify_add_email: true,
  notify_remove_email: true,
  notify_update_email: true,
}

const meta = {
  title: 'collaboration-ui/NotificationToggles',
  component: NotificationToggles,
  args: { flags: defaults, onToggle: fn() },
} satisfies Meta<typeof NotificationToggles>
export default meta
type Story = StoryObj<typeof meta>

/** Ten switches, each named by event and channel; the defaults are e-mail on, text messages off. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    const switches = canvas.getAllByRole('switch')
    await expect(switches).toHaveLength(10)
    await expect(canvas.getByRole('switch', { name: 'Someone comments: Email' })).toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Someone comments: Text message' })).not.toBeChecked()
  },
}

/** Toggling asks the host to subscribe or unsubscribe that event on that channel, by keyboard too. */
export const Toggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'A home is added: Text message' }))
    await expect(args.onToggle).toHaveBeenLastCalledWith('add', 'sms', true)
    canvas.getByRole('switch', { name: 'Someone joins the collection: Email' }).focus()
    await userEvent.keyboard(' ')
    await expect(args.onToggle).toHaveBeenLastCalledWith('invite', 'email', false)
  },
}

/** A switch being saved ignores further presses. */
export const Pending: Story = {
  args: { pending: ['notify_update_sms'] },
  play: async ({ args, canvas }) => {
    const busy = canvas.getByRole('switch', { name: 'The collection is renamed or changed: Text message' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(busy)
    await expect(args.onToggle).not.toHaveBeenCalled()
  },
}

/** No flags known (nothing loaded yet): everything off, and it fits a 390 px phone. */
export const EmptyNarrow: Story = {
  args: { flags: {} },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const control of canvas.getAllByRole('switch')) await expect(control).not.toBeChecked()
    await expect(fitsFrame(canvas.getByTestId('narrow'))).toBe(true)
  },
}
