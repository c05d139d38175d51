import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ada, bob, fitsFrame, longNamed, narrowFrame } from '../shared/story-fixtures.js'
import { CollaboratorsList } from './CollaboratorsList.js'

// Twenty members ('Member …': every letter-avatar colour reaches 4.5:1 with its text colour).
const manyMembers = Array.from({ length: 20 }, (_, i) => ({ ...bob, id: `b${i}`, full_name: `Member ${i + 1}` }))

const meta = {
  title: 'collaboration-ui/CollaboratorsList',
  component: CollaboratorsList,
  args: {
    owner: ada,
    collaborators: [ada, bob],
    invitations: [{ id: '5', email: 'carol@example.com' }],
    currentUserId: ada.id,
    onRemove: fn(),
    onUninvite: fn(),
    onInvite: fn(),
  },
} satisfies Meta<typeof CollaboratorsList>
export default meta
type Story = StoryObj<typeof meta>

/** The owner first, labelled 'Owner', with no remove button; the owner may remove Bob after NO / YES. */
export const OwnerView: Story = {
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('listitem')
    await expect(within(rows[0]!).getByText('Owner')).toBeVisible()
    await expect(within(rows[0]!).queryByRole('button')).toBeNull()
    await expect(within(rows[0]!).getByRole('img', { name: 'Ada Lovelace' })).toHaveStyle({ width: '40px' })
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bob Builder' }))
    await expect(canvas.getByRole('dialog', { name: 'Remove Bob?' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'NO' }))
    await expect(args.onRemove).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bob Builder' }))
    await userEvent.click(canvas.getByRole('button', { name: 'YES' }))
    await expect(args.onRemove).toHaveBeenCalledWith(bob)
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Bob Builder was successfully removed from the collection'),
    )
  },
}

/** A collaborator may only leave: one button, on their own row. */
export const CollaboratorView: Story = {
  args: { currentUserId: bob.id },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Remove|Leave/ }).map((b) => b.textContent)).toEqual(['Leave'])
  },
}

/** Pending invitations are listed and can be withdrawn. */
export const Uninvite: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Uninvite carol@example.com' }))
    await expect(args.onUninvite).toHaveBeenCalledWith({ id: '5', email: 'carol@example.com' })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'carol@example.com was successfully removed from the collection',
      ),
    )
  },
}

/** The server refused: the question stays open to retry, the invitation stays listed, nothing claims success. */
export const RemoveFailed: Story = {
  args: {
    onRemove: fn(() => Promise.reject(new Error('not removed'))),
    onUninvite: fn(() => Promise.reject(new Error('not removed'))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bob Builder' }))
    await userEvent.click(canvas.getByRole('button', { name: 'YES' }))
    await expect(args.onRemove).toHaveBeenCalledWith(bob)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'YES' })).toBeEnabled())
    await expect(canvas.getByRole('dialog', { name: 'Remove Bob?' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'NO' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uninvite carol@example.com' }))
    await expect(args.onUninvite).toHaveBeenCalled()
    await expect(canvas.getByText('carol@example.com')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** Just the owner, no invitations: no 'Invited' section. */
export const Empty: Story = {
  args: { collaborators: [], invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.queryByText('Invited')).toBeNull()
  },
}

/** Many members with long names on a 390 px phone. */
export const ManyNarrow: Story = {
  args: {
    collaborators: [ada, longNamed, ...manyMembers],
    invitations: [{ id: '9', email: 'someone.with.a.very.long.address@an-exceptionally-long-domain-name.example.com' }],
  },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(manyMembers.length + 3)
    await expect(fitsFrame(canvas.getByTestId('narrow'))).toBe(true)
  },
}
