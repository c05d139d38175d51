import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SiteUsersList, type SiteUser } from './SiteUsersList.js'

const USERS: SiteUser[] = [
  { id: '1', full_name: 'Ada Admin', email: 'admin@lonestar.example', roles: ['admin'], last_admin: false },
  { id: '2', full_name: 'Grace Broker', email: 'grace@lonestar.example', roles: ['admin', 'agent'], last_admin: false },
  {
    id: '3',
    full_name: 'Ezra Roberts',
    email: 'ezra.roberts@lone-star-realty.example',
    roles: ['agent'],
    last_admin: false,
  },
]

const meta = {
  title: 'admin-editor/site-users/SiteUsersList',
  component: SiteUsersList,
  args: { users: USERS, onAddAgent: fn(), onChange: fn() },
} satisfies Meta<typeof SiteUsersList>
export default meta
type Story = StoryObj<typeof meta>

/** Loading: a status in place of the table. */
export const Loading: Story = {
  args: { users: [], state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the administrators and agents…')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** Empty: nobody yet, but an agent can be added. */
export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This site has no administrators or agents yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add agent' })).toBeEnabled()
  },
}

/** Error: the list could not be read. */
export const Failed: Story = {
  args: { users: [], state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded')
  },
}

/** Typical: roles and actions per person; Make admin asks first, then calls back. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const ezra = canvas.getByRole('row', { name: /Ezra Roberts/ })
    await expect(within(ezra).getByText('Agent')).toBeVisible()
    await userEvent.click(within(ezra).getByRole('button', { name: 'Make admin' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Make Ezra Roberts an administrator?' })
    await expect(within(dialog).getByRole('button', { name: 'Make admin' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }))
    await expect(args.onChange).toHaveBeenCalledWith('3', 'make-admin')
    // Cancel changes nothing.
    await userEvent.click(within(ezra).getByRole('button', { name: 'Remove agent' }))
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Cancel' }))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** Adding an agent: the form sends what was typed; a refusal shows the server's words. */
export const AddAgent: Story = {
  args: { onAddAgent: fn(async () => 'new@lonestar.example is an agent of this site already') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add agent' }))
    await userEvent.type(canvas.getByLabelText('E-mail'), 'new@lonestar.example')
    await userEvent.type(canvas.getByLabelText('First name'), 'Nia')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Agent')
    await userEvent.click(canvas.getByRole('button', { name: 'Add and invite' }))
    await waitFor(() =>
      expect(args.onAddAgent).toHaveBeenCalledWith({
        email: 'new@lonestar.example',
        first_name: 'Nia',
        last_name: 'Agent',
        phone_number: null,
      }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent('is an agent of this site already')
  },
}

/** Edge: the last administrator's Remove admin is disabled, with the reason next to it. */
export const LastAdmin: Story = {
  args: {
    users: [
      { id: '1', full_name: 'Ada Admin', email: 'admin@lonestar.example', roles: ['admin'], last_admin: true },
      USERS[2]!,
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove admin' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      'The last administrator cannot be removed: make someone else an administrator first.',
    )
  },
}

/** A busy row: the change on its way keeps its buttons waiting. */
export const Busy: Story = {
  args: { busyUserId: '3' },
  play: async ({ canvas }) => {
    const ezra = canvas.getByRole('row', { name: /Ezra Roberts/ })
    await expect(within(ezra).getByRole('button', { name: 'Make admin' })).toBeDisabled()
  },
}
