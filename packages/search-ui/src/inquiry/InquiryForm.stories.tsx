import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { InquiryForm } from './InquiryForm.js'
import type { InquiryFormProps as P } from './InquiryForm.js'
import { longListing, longNameAgent, storyAgent, storyListing, useAgentServer } from './story-fixtures.js'

const CONSENT =
  "By submitting this form, you agree to be contacted by Lone Star Realty by call, email and text about your inquiry. Reply 'stop' to opt out. Message and data rates may apply."

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

async function fillContact(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Jane')
  await userEvent.type(canvas.getByLabelText('Last name'), 'Doe')
  await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
  await userEvent.type(canvas.getByLabelText('Phone'), '(512) 555-0134')
}

const meta = {
  title: 'search-ui/inquiry/InquiryForm',
  component: InquiryForm,
  args: {
    listing: storyListing,
    contactName: 'Lone Star Realty',
    onSubmit: fn<P['onSubmit']>(async () => undefined),
    onSent: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InquiryForm>
export default meta
type Story = StoryObj<typeof meta>

/** The empty standard form: labelled fields, the listing it is about, the consent as the checkbox's label. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ask a Question' })).toBeVisible()
    await expect(canvas.getByText('1105 W Mary St, Austin, TX 78704')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await expect(canvas.getByLabelText('Phone')).toHaveAttribute('type', 'tel')
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).not.toBeChecked()
    // Nothing is validated before a submit: leaving a field empty shows no message.
    await userEvent.click(canvas.getByLabelText('First name'))
    await userEvent.tab()
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid')
  },
}

/** A filled, ticked form sends the domain's values, the hidden address and MLS number, and the consent shown. */
export const Typical: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="mls_number"]')!
    await expect(hidden).toHaveAttribute('type', 'hidden')
    await expect(hidden).toBeDisabled()
    await fillContact(canvas)
    await userEvent.type(canvas.getByLabelText('Message (optional)'), 'Is it still available?')
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone_number: '(512) 555-0134',
      message: 'Is it still available?',
      property_address: '1105 W Mary St, Austin, TX 78704',
      mls_number: '5512034',
      opt_in: true,
      current_agent: null,
      consent_text: CONSENT,
    })
    const sent = await canvas.findByRole('status')
    await expect(sent).toHaveTextContent("We've received your inquiry, thank you!")
    await expect(sent).toHaveFocus()
    await expect(args.onSent).toHaveBeenCalled()
  },
}

/** An invalid submit sends nothing and moves focus to the first invalid field. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Last name'), 'Doe')
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByLabelText('First name')).toHaveFocus()
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('First name is required')
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address')
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required')
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to be contacted')
    await expect(canvas.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid')
  },
}

/** Every field right but the box unticked: focus lands on the box, nothing is sent. */
export const ConsentRequired: Story = {
  play: async ({ args, canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While the inquiry is sent the form is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn<P['onSubmit']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    const send = canvas.getByRole('button', { name: 'Send' })
    await userEvent.click(send)
    await expect(canvas.getByRole('form', { name: 'Ask a Question' })).toHaveAttribute('aria-busy', 'true')
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(send)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** The server's field messages show under their fields, and focus goes to the first. */
export const ServerErrors: Story = {
  args: { onSubmit: fn<P['onSubmit']>(async () => ({ email: 'is not deliverable' })) },
  play: async ({ canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    const email = canvas.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAccessibleDescription('is not deliverable'))
    await waitFor(() => expect(email).toHaveFocus())
    await expect(canvas.getByRole('alert')).toHaveTextContent('')
  },
}

/** A failure as a whole: the spec's title and body; what was typed stays. */
export const Failure: Story = {
  args: { onSubmit: fn<P['onSubmit']>(async () => ({ _form: 'Internal error' })) },
  play: async ({ canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    const alert = canvas.getByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Whoops, something went wrong...Please try again.'))
    await expect(alert).not.toHaveTextContent('Internal error')
    await expect(canvas.getByLabelText('First name')).toHaveValue('Jane')
  },
}

/** A network failure (the callback rejects) reads the same. */
export const NetworkFailure: Story = {
  args: { onSubmit: fn<P['onSubmit']>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ args, canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Whoops, something went wrong...'))
    await expect(args.onSent).not.toHaveBeenCalled()
  },
}

/** The opt-in variant: the spec's placeholders, no checkbox, the consent stated above the button. */
export const OptIn: Story = {
  args: { variant: 'opt-in' },
  play: async ({ args, canvas }) => {
    for (const placeholder of ['First name *', 'Last name *', 'Email *', 'Phone *', 'Message (optional)']) {
      await expect(canvas.getByPlaceholderText(placeholder)).toBeVisible()
    }
    await expect(canvas.queryByRole('checkbox')).toBeNull()
    await expect(canvas.getByText(CONSENT)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByPlaceholderText('First name *')).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ opt_in: true, consent_text: CONSENT }))
  },
}

/** A signed-in user's details are filled in. */
export const Prefilled: Story = {
  args: { contact: { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone_number: '512-555-0134' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com')
  },
}

/** Without the listing's address the hidden field's rule is told in the alert: the host passed no listing. */
export const MissingListing: Story = {
  args: { listing: { title: null, subtitle: null, mls_number: null } },
  play: async ({ args, canvas }) => {
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Property address is required. MLS number is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A user with an agent: state `assigned`; the agent gets the question and is sent with it. */
export const AgentAssigned: Story = {
  args: { currentAgent: storyAgent, askAboutAgent: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-agent-state]')).toHaveAttribute('data-agent-state', 'assigned')
    await expect(canvas.getByText('Ana Diaz')).toBeVisible()
    await expect(canvas.queryByRole('group', { name: 'Are you working with an Agent?' })).toBeNull()
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ current_agent: '41' }))
  },
}

function InquiryWithAgentSearch(props: P) {
  const search = useAgentServer('answers')
  return <InquiryForm {...props} agentSearch={{ dataSourceName: 'ABOR', ...search }} />
}

/** 'Are you working with an Agent?': waiting, then selecting after Yes, assigned once one is picked. */
export const AgentQuestion: Story = {
  args: { askAboutAgent: true },
  render: (args) => <InquiryWithAgentSearch {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const state = () => canvasElement.querySelector('[data-agent-state]')!.getAttribute('data-agent-state')
    await expect(canvas.getByRole('group', { name: 'Are you working with an Agent?' })).toBeVisible()
    await expect(state()).toBe('waiting')
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }))
    await expect(state()).toBe('selecting')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Your agent (optional)' }), 'hannah')
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Hannah Brooks Hill Country Homes' }, { timeout: 2000 }),
    )
    await expect(state()).toBe('assigned')
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ current_agent: '43' }))
  },
}

/** Saying No sends no agent, even after one was picked. */
export const NotWorkingWithAgent: Story = {
  args: { askAboutAgent: true },
  render: (args) => <InquiryWithAgentSearch {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }))
    await expect(canvasElement.querySelector('[data-agent-state]')).toHaveAttribute('data-agent-state', 'waiting')
    await expect(canvas.queryByRole('combobox')).toBeNull()
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ current_agent: null }))
  },
}

/** Long addresses and agent names wrap inside the column. */
export const LongNames: Story = {
  args: { listing: longListing, currentAgent: longNameAgent, contactName: longNameAgent.full_name },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.idx-inquiry') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}
