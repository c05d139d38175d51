import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CollectionNotFound } from './CollectionNotFound.js'
import { JoinSplash } from './JoinSplash.js'

const meta = {
  title: 'collaboration-ui/JoinSplash',
  component: JoinSplash,
  args: { type: 'collection', invitation: { collection_name: 'Lake houses', inviter_first_name: 'Ada' }, onJoin: fn() },
} satisfies Meta<typeof JoinSplash>
export default meta
type Story = StoryObj<typeof meta>

/** The splash names who invited to what, and 'Join Collection' accepts. */
export const Collection: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Lucky You! Someone Has Invited You to Collaborate.' }),
    ).toBeVisible()
    await expect(canvas.getByText(/Ada wants you to join the collection “Lake houses”/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Join Collection' }))
    await expect(args.onJoin).toHaveBeenCalledTimes(1)
  },
}

/** A saved search reads 'Join Saved Search'; without details it still explains. */
export const SavedSearch: Story = {
  args: { type: 'saved-search', invitation: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Someone wants you to join a saved search/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Join Saved Search' })).toBeVisible()
  },
}

/** While joining the button is busy (a second press does nothing) and the wait is announced. */
export const Joining: Story = {
  args: { joining: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Collection' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onJoin).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Joining the collection…')
  },
}

/** A private or missing collection: the spec's text and a link to sign in. */
export const NotFound: Story = {
  render: () => <CollectionNotFound loginHref="/app/authenticate?menu=true" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Collection not found.' })).toBeVisible()
    await expect(
      canvas.getByText(
        'This collection may be private. If someone gave you this link, they may need to invite you to one of their collections.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in to view collection' })).toHaveAttribute(
      'href',
      '/app/authenticate?menu=true',
    )
  },
}

/** A collaborator removed from the board while on its page is told they lost access, and the way back. */
export const AccessLost: Story = {
  render: () => (
    <CollectionNotFound
      loginHref="/app/authenticate?menu=true"
      reason="access-lost"
      collectionsHref="/app/collections"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You no longer have access to this collection.' })).toBeVisible()
    await expect(
      canvas.getByText(
        'Its owner may have removed you from it, or deleted it. To see it again, ask the owner to invite you.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByText(/Log in/)).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to My Collections' })).toHaveAttribute(
      'href',
      '/app/collections',
    )
  },
}
