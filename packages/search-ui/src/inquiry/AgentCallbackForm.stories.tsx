import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { AgentCallbackForm } from './AgentCallbackForm.js'
import type { AgentCallbackFormProps as P } from './AgentCallbackForm.js'
import { longNameAgent, storyAgent } from './story-fixtures.js'

const meta = {
  title: 'search-ui/inquiry/AgentCallbackForm',
  component: AgentCallbackForm,
  args: { agent: storyAgent, onSubmit: fn<P['onSubmit']>(async () => undefined), onSent: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCallbackForm>
export default meta
type Story = StoryObj<typeof meta>

/** A call back needs a name and a valid phone; the message is optional. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Request a call back' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Full name'), 'Jane Doe')
    await userEvent.type(canvas.getByLabelText('Phone'), '555-0134')
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }))
    await expect(canvas.getByLabelText('Phone')).toHaveFocus()
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a valid phone number')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(canvas.getByLabelText('Phone'))
    await userEvent.type(canvas.getByLabelText('Phone'), '(512) 555-0134')
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: 'Jane Doe',
      phone_number: '(512) 555-0134',
      message: '',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thanks! We will call you back shortly.')
  },
}

/** The agent inquiry requires the message too. */
export const AgentInquiry: Story = {
  args: { kind: 'agent-inquiry' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Jane Doe')
    await userEvent.type(canvas.getByLabelText('Phone'), '512 555 0134')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByLabelText('Message')).toHaveFocus()
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription('Message is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** An empty submit: nothing sent, focus on the name. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }))
    await expect(canvas.getByLabelText('Full name')).toHaveFocus()
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refuses the phone number: its message under the field. */
export const ServerErrors: Story = {
  args: {
    contact: { full_name: 'Jane Doe', phone_number: '512 555 0134' },
    onSubmit: fn<P['onSubmit']>(async () => ({ phone_number: 'is not a mobile number' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call me back' }))
    const phone = canvas.getByLabelText('Phone')
    await waitFor(() => expect(phone).toHaveAccessibleDescription('is not a mobile number'))
    await waitFor(() => expect(phone).toHaveFocus())
  },
}

/** A long agent name wraps. */
export const LongNames: Story = {
  args: { agent: longNameAgent },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.idx-callback') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}
