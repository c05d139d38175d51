import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fitsFrame, narrowFrame } from '../shared/story-fixtures.js'
import { InviteForm } from './InviteForm.js'
import type { OnInviteRowState } from './InviteForm.js'

/** A send the play function lets go of, so the running state can be seen. */
function gatedRunner() {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  const run = async (emails: readonly string[], onRowState: OnInviteRowState) => {
    for (const email of emails) onRowState(email, 'running')
    await gate
    for (const email of emails) onRowState(email, email.startsWith('fail') ? 'error' : 'success')
  }
  return { run, release: () => open() }
}

/** What the API answers past the hourly sending limit. */
const LIMIT_DETAIL =
  'You have sent 20 invitations in the last hour, the most allowed. You can invite more in 40 minutes.'

const meta = {
  title: 'collaboration-ui/InviteForm',
  component: InviteForm,
  args: {
    memberEmails: ['ada@example.com', 'bob@example.com'],
    invitations: [{ id: '5', email: 'carol@example.com' }],
    onSendInvites: fn(async () => {}),
    onCancel: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof InviteForm>
export default meta
type Story = StoryObj<typeof meta>

async function addEmail(canvas: ReturnType<typeof within>, email: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
}

/** 'Invite to Collection': the Add button appears only once something is typed; the input is e-mail typed. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invite to Collection' })).toBeVisible()
    const input = canvas.getByRole('textbox', { name: 'E-mail address' })
    await expect(input).toHaveAttribute('type', 'email')
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull()
    await userEvent.type(input, 'dan@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await expect(
      within(canvas.getByRole('list', { name: 'Invites to send' })).getByText('dan@example.com'),
    ).toBeVisible()
    await expect(input).toHaveValue('')
    await expect(input).toHaveFocus()
  },
}

/** Collaborators, invited and already listed e-mails are refused with a sentence saying which. */
export const Exclusions: Story = {
  play: async ({ canvas }) => {
    await addEmail(canvas, 'BOB@example.com')
    await expect(canvas.getByText('BOB@example.com is already a collaborator.')).toBeVisible()
    const input = canvas.getByRole('textbox', { name: 'E-mail address' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(input)
    await addEmail(canvas, 'carol@example.com')
    await expect(canvas.getByText('carol@example.com has already been invited.')).toBeVisible()
    await userEvent.clear(input)
    await addEmail(canvas, 'dan@example.com')
    await addEmail(canvas, 'dan@example.com')
    await expect(canvas.getByText('dan@example.com is already in your list.')).toBeVisible()
    await userEvent.clear(input)
    await addEmail(canvas, 'not-an-email')
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible()
  },
}

const allGood = gatedRunner()
/** Each row spins while sending; when every invite went out the host is told (back to collaborators). */
export const AllSent: Story = {
  args: { onSendInvites: fn(allGood.run) },
  play: async ({ args, canvas }) => {
    await addEmail(canvas, 'dan@example.com')
    await addEmail(canvas, 'erin@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invites' }))
    await expect(args.onSendInvites).toHaveBeenCalledWith(['dan@example.com', 'erin@example.com'], expect.any(Function))
    await expect(canvas.getAllByRole('img', { name: 'Sending' })).toHaveLength(2)
    allGood.release()
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1))
    await expect(canvas.queryByRole('list', { name: 'Invites to send' })).toBeNull()
  },
}

const someFail = gatedRunner()
/** A failed invite stays with a warning icon and 'Uh oh!' shows; sent ones leave the list. */
export const SomeFailed: Story = {
  args: { onSendInvites: fn(someFail.run), warningMs: 60_000 },
  play: async ({ args, canvas }) => {
    await addEmail(canvas, 'dan@example.com')
    await addEmail(canvas, 'fail@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invites' }))
    someFail.release()
    await waitFor(() => expect(canvas.getByText('Uh oh!')).toBeVisible())
    await expect(canvas.getByText('Some invites failed to send... please try those again later.')).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Invites to send' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await expect(within(list).getByRole('img', { name: 'Failed to send' })).toBeVisible()
    await expect(args.onDone).not.toHaveBeenCalled()
  },
}

/**
 * An invitation refused for a sending limit (429) keeps the server's words under its row, so the
 * person knows why it failed and when to try again; the row sent before it leaves the list.
 */
export const LimitReached: Story = {
  args: {
    warningMs: 60_000,
    onSendInvites: fn(async (emails: readonly string[], onRowState: OnInviteRowState) => {
      const [first, ...rest] = emails
      if (first) onRowState(first, 'success')
      for (const email of rest) onRowState(email, 'error', LIMIT_DETAIL)
    }),
  },
  play: async ({ args, canvas }) => {
    await addEmail(canvas, 'dan@example.com')
    await addEmail(canvas, 'erin@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invites' }))
    await waitFor(() => expect(canvas.getByText('Uh oh!')).toBeVisible())
    const list = canvas.getByRole('list', { name: 'Invites to send' })
    const [row, ...more] = within(list).getAllByRole('listitem')
    await expect(more).toHaveLength(0)
    await expect(within(row!).getByText('erin@example.com')).toBeVisible()
    await expect(within(row!).getByText(LIMIT_DETAIL)).toBeVisible()
    await expect(args.onDone).not.toHaveBeenCalled()
  },
}

/** The warning goes away by itself after its time (5 s in the app; shorter here). */
export const WarningHides: Story = {
  args: {
    warningMs: 50,
    onSendInvites: fn(async (emails: readonly string[], onRowState: OnInviteRowState) => {
      for (const email of emails) onRowState(email, 'error')
    }),
  },
  play: async ({ canvas }) => {
    await addEmail(canvas, 'fail@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invites' }))
    await waitFor(() => expect(canvas.getByText('Uh oh!')).toBeVisible())
    await waitFor(() => expect(canvas.queryByText('Uh oh!')).toBeNull())
  },
}

/** Cancel goes back to the collaborators list; a listed e-mail can be taken off before sending. */
export const CancelAndRemove: Story = {
  play: async ({ args, canvas }) => {
    await addEmail(canvas, 'dan@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove dan@example.com from the list' }))
    await expect(canvas.queryByText('dan@example.com')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** A saved search's form is titled 'Invite to Search'; long addresses wrap on a 390 px phone. */
export const SearchNarrow: Story = {
  args: { title: 'Invite to Search' },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Invite to Search' })).toBeVisible()
    await addEmail(canvas, 'someone.with.a.very.long.address@an-exceptionally-long-domain-name.example.com')
    await expect(fitsFrame(canvas.getByTestId('narrow'))).toBe(true)
  },
}
