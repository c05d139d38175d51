import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SupportChatForm } from './SupportChatForm.js'
import type { SupportChatFormProps as P } from './SupportChatForm.js'
import { storyAgent } from './story-fixtures.js'

const meta = {
  title: 'search-ui/inquiry/SupportChatForm',
  component: SupportChatForm,
  args: { onSubmit: fn<P['onSubmit']>(async () => undefined), onSent: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportChatForm>
export default meta
type Story = StoryObj<typeof meta>

/** The message is required: an empty send sends nothing and focuses it. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Hi! How can we help you today?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    const message = canvas.getByLabelText('Message')
    await expect(message).toHaveFocus()
    await expect(message).toHaveAccessibleDescription('Message is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** With the visitor's agent; a sent message is confirmed and the state moves to after submission. */
export const Typical: Story = {
  args: { agent: storyAgent },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("Hi, I'm Ana Diaz. How can I help you?")).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Message'), 'Can I see it on Saturday?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ message: 'Can I see it on Saturday?' })
    await expect(await canvas.findByRole('status')).toHaveFocus()
    await expect(canvasElement.querySelector('.idx-support-chat')).toHaveAttribute('data-state', 'sent')
  },
}

/** A failed send shows the spec's failure texts and keeps the message. */
export const Failure: Story = {
  args: { onSubmit: fn<P['onSubmit']>(async () => ({ _form: 'Bad gateway' })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Whoops, something went wrong...'))
    await expect(canvas.getByLabelText('Message')).toHaveValue('Hello')
  },
}

/** Sending is busy until the server answers. */
export const Submitting: Story = {
  args: { onSubmit: fn<P['onSubmit']>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByRole('form', { name: 'Chat with us' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** A visitor the host cannot name gives a full name and a valid phone with the message. */
export const AskContact: Story = {
  args: { askContact: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Call me about Saturday')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    const name = canvas.getByLabelText('Full name')
    await expect(name).toHaveFocus()
    await expect(name).toHaveAccessibleDescription('Full name is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(name, 'Riley Prospect')
    await userEvent.type(canvas.getByLabelText('Phone'), '12')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByLabelText('Phone')).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(canvas.getByLabelText('Phone'))
    await userEvent.type(canvas.getByLabelText('Phone'), '512-555-0144')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: 'Riley Prospect',
      phone_number: '512-555-0144',
      message: 'Call me about Saturday',
    })
  },
}

/** A prefilled contact is kept; only the message is left to type. */
export const AskContactPrefilled: Story = {
  args: { askContact: true, contact: { full_name: 'Jane Buyer', phone_number: '5125550142' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Jane Buyer')
    await expect(canvas.getByLabelText('Phone')).toHaveValue('5125550142')
  },
}
