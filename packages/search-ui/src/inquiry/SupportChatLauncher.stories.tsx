import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SupportChatLauncher } from './SupportChatLauncher.js'
import type { SupportChatLauncherProps as P } from './SupportChatLauncher.js'
import { storyAgent } from './story-fixtures.js'

const SENT = 'Thanks! Your message was sent. We will get back to you shortly.'

const meta = {
  title: 'search-ui/inquiry/SupportChatLauncher',
  component: SupportChatLauncher,
  args: { onSubmit: fn<P['onSubmit']>(async () => undefined), onSent: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      // The launcher is fixed to the corner: give the canvas a page's height to sit in.
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportChatLauncher>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: only the button shows; opening moves focus to the message. */
export const Closed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Chat with us' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('region', { name: 'Chat with us' })).toBeNull()
    await expect(canvasElement.querySelector('.idx-support-launcher')).toHaveAttribute('data-state', 'closed')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await expect(canvas.getByLabelText('Message')).toHaveFocus()
    await expect(canvasElement.querySelector('.idx-support-launcher')).toHaveAttribute('data-state', 'open')
  },
}

/** Open, before submission: Escape closes and focus goes back to the button. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Chat with us' })).toBeVisible()
    await expect(canvas.getByText('Hi! How can we help you today?')).toBeVisible()
    await userEvent.click(canvas.getByLabelText('Message'))
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(canvas.queryByRole('region', { name: 'Chat with us' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveFocus()
  },
}

/** After submission: the confirmation, which is still there after closing and opening again. */
export const Sent: Story = {
  args: { defaultOpen: true, agent: storyAgent },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Hi, I'm Ana Diaz. How can I help you?")).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Message'), 'Is the pool heated?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ message: 'Is the pool heated?' })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SENT))
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }))
    await expect(canvas.getByText(SENT)).not.toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }))
    await expect(canvas.getByText(SENT)).toHaveFocus()
  },
}

/** A failed send keeps the panel open with the spec's failure texts and the message typed. */
export const Failure: Story = {
  args: { defaultOpen: true, onSubmit: fn<P['onSubmit']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Whoops, something went wrong...'))
    await expect(canvas.getByLabelText('Message')).toHaveValue('Hello')
    await expect(canvas.getByRole('region', { name: 'Chat with us' })).toBeVisible()
  },
}

/** An anonymous visitor is asked for a name and phone too; a long name wraps inside the panel. */
export const AskContact: Story = {
  args: { defaultOpen: true, askContact: true, label: 'Questions? Chat with our team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toBeVisible()
    await userEvent.type(
      canvas.getByLabelText('Full name'),
      'Maximiliana-Josefina Alexandrina Wolfeschlegelsteinhausenbergerdorff',
    )
    const panel = canvas.getByRole('region', { name: 'Chat with us' }).parentElement!
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
    await expect(canvas.getByRole('button', { name: 'Questions? Chat with our team' })).toBeVisible()
  },
}

/** Controlled: the host owns `open` and hears every request to change it. */
export const Controlled: Story = {
  render: function ControlledLauncher(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <p>Host says: {open ? 'open' : 'closed'}</p>
        <SupportChatLauncher
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next)
            setOpen(next)
          }}
        />
      </>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }))
    await expect(canvas.getByText('Host says: open')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }))
    await expect(canvas.getByText('Host says: closed')).toBeVisible()
  },
}

/**
 * Inline: drawn where the host puts it (here at the end of a header bar), in the page's flow so it
 * covers nothing; the panel drops below the button.
 */
export const Inline: Story = {
  args: { placement: 'inline' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 8 }}>
        <strong>Lone Star Realty</strong>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const launcher = canvasElement.querySelector('.idx-support-launcher')!
    await expect(launcher).toHaveAttribute('data-placement', 'inline')
    await expect(getComputedStyle(launcher).position).toBe('relative')
    const button = canvas.getByRole('button', { name: 'Chat with us' })
    await userEvent.click(button)
    const panel = canvas.getByRole('region', { name: 'Chat with us' }).parentElement!
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom)
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
