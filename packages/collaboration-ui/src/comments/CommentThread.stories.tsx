import type { Comment } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ada, bob, comments, fitsFrame, listings, longNamed, narrowFrame } from '../shared/story-fixtures.js'
import { CommentThread } from './CommentThread.js'
import type { CommentThreadProps } from './CommentThread.js'
import type { NewComment } from './CommentComposer.js'

const meta = {
  title: 'collaboration-ui/CommentThread',
  component: CommentThread,
  args: {
    comments,
    currentUserId: ada.id,
    listings,
    zone: 'America/Chicago',
    onPost: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CommentThread>
export default meta
type Story = StoryObj<typeof meta>

/** Oldest at the top, each with avatar 32, author and 'ddd, MMM Do - h:mma'; a mentioned listing shows as a card. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    await expect(items.map((i) => i.querySelector('.idx-collab__comment-body')?.textContent)).toEqual([
      'Love the porch on this one',
      'Can we see it Saturday?',
    ])
    await expect(within(items[0]!).getByText('Sun, Sep 1st - 2:30pm')).toBeVisible()
    await expect(within(items[0]!).getByRole('img', { name: 'Bob Builder' })).toHaveStyle({ width: '32px' })
    await expect(within(items[0]!).getByText('12 Lake Shore Dr, Austin')).toBeVisible()
    await expect(within(items[0]!).getByText('$450,000')).toBeVisible()
    await expect(canvas.getByPlaceholderText('Type your message...')).toBeVisible()
    await expect(canvas.getByText('Type @ to mention a specific listing in your message')).toBeVisible()
    // Only the author (Ada) has the menu, on her own comment.
    await expect(canvas.getAllByRole('button', { name: 'Comment actions' })).toHaveLength(1)
  },
}

/** The author's comment still on its way shows at once, without Edit / Delete until it is stored. */
export const Sending: Story = {
  args: {
    comments: comments.map((comment) => (comment.user?.id === ada.id ? { ...comment, sending: true } : comment)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Can we see it Saturday?')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Comment actions' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Activity Yet')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages…')
  },
}

export const Failed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The messages could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Bodies are text: markup typed by a member shows as typed, never as HTML. */
export const BodyIsText: Story = {
  args: {
    comments: [
      { id: 'x', body: '<img src=x onerror=alert(1)> <b>bold</b>', created_at: '2024-09-03T10:00:00Z', user: bob },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeVisible()
    await expect(canvasElement.querySelector('.idx-collab__comment-body b')).toBeNull()
  },
}

/** '@' opens the combobox's listbox; arrows move, Enter picks, and the pick is attached to the message. */
export const MentionAListing: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Message' })
    await userEvent.type(input, 'What about @')
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = canvas.getByRole('listbox', { name: 'Listings in this collection' })
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3)
    await userEvent.type(input, 'cedar')
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4 Cedar Ln, Austin'])
    await userEvent.keyboard('{Backspace>5/}')
    await userEvent.keyboard('{ArrowDown}')
    const second = within(listbox).getAllByRole('option')[1]!
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', second.id)
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveValue('What about ')
    await expect(canvas.getByRole('button', { name: 'Remove 4 Cedar Ln, Austin from the message' })).toBeVisible()
    await userEvent.type(input, 'this one?{Enter}')
    await expect(args.onPost).toHaveBeenCalledWith({ body: 'What about this one?', property_id: '101' })
    await waitFor(() => expect(input).toHaveValue(''))
  },
}

/** The chat opened from a listing (`chat?property_id=`): that listing is attached already, and removable. */
export const SelectedListing: Story = {
  args: { selectedListing: listings[1] },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove 4 Cedar Ln, Austin from the message' })
    await expect(remove).toBeVisible()
    await userEvent.type(canvas.getByRole('combobox', { name: 'Message' }), 'Seen this?{Enter}')
    await expect(args.onPost).toHaveBeenCalledWith({ body: 'Seen this?', property_id: '101' })
    await waitFor(() => expect(remove).not.toBeInTheDocument())
  },
}

/** Escape closes the list and keeps the text; an empty message is never sent. */
export const EscapeAndEmpty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Message' })
    await userEvent.type(input, '@')
    await userEvent.keyboard('{Escape}')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveValue('@')
    await userEvent.clear(input)
    await userEvent.type(input, '   {Enter}')
    await expect(args.onPost).not.toHaveBeenCalled()
  },
}

function Stateful(props: CommentThreadProps) {
  const [list, setList] = useState<Comment[]>([...props.comments])
  return (
    <CommentThread
      {...props}
      comments={list}
      onEdit={async (comment, body) => {
        await props.onEdit(comment, body)
        setList((all) => all.map((c) => (c.id === comment.id ? { ...c, body } : c)))
      }}
      onDelete={async (comment) => {
        await props.onDelete(comment)
        setList((all) => all.filter((c) => c.id !== comment.id))
      }}
      onPost={async (comment: NewComment) => {
        await props.onPost(comment)
        setList((all) => [
          ...all,
          { id: `n${all.length}`, body: comment.body, created_at: new Date().toISOString(), user: ada },
        ])
      }}
    />
  )
}

/** The author edits: Cancel rolls back, Save sends the new body. */
export const EditOwnComment: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    // The menu's buttons take no room on screen until it opens.
    await expect(canvas.getByText('Edit', { selector: 'button' }).getClientRects()).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Comment actions' }))
    await expect(canvas.getByText('Edit', { selector: 'button' }).getClientRects()).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    const box = canvas.getByRole('textbox', { name: 'Edit message' })
    await expect(box).toHaveFocus()
    await userEvent.type(box, ' Or Sunday?')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(canvas.getByText('Can we see it Saturday?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Comment actions' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit message' }), ' Or Sunday?')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c2' }),
      'Can we see it Saturday? Or Sunday?',
    )
    await expect(await canvas.findByText('Can we see it Saturday? Or Sunday?')).toBeVisible()
  },
}

/** Delete asks first; No keeps the comment, Yes removes it. */
export const DeleteOwnComment: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Comment actions' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await expect(canvas.getByRole('dialog', { name: 'Are you sure you want to delete this comment?' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'No' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }))
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }))
    await waitFor(() => expect(canvas.queryByText('Can we see it Saturday?')).toBeNull())
  },
}

/** A listing withdrawn from the feed stays in the comment, marked 'No longer available'. */
export const WithdrawnListing: Story = {
  args: {
    comments: [
      { ...comments[0]!, property: { ...listings[0]!, withdrawn: true } as never },
      {
        id: 'gone',
        body: 'This one sold fast',
        property_id: '555',
        property: null,
        created_at: '2024-09-04T10:00:00Z',
        user: bob,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No longer available')).toHaveLength(2)
    await expect(canvas.queryByRole('link', { name: '12 Lake Shore Dr, Austin' })).toBeNull()
  },
}

const many: Comment[] = Array.from({ length: 40 }, (_, i) => ({
  id: `m${i}`,
  body: `Message ${i + 1}`,
  created_at: new Date(Date.UTC(2024, 8, 1, 10, i)).toISOString(),
  user: i % 2 ? bob : longNamed,
}))

/** Opens scrolled to the newest; scrolling to the top asks for older messages. */
export const ManyScrollsToNewest: Story = {
  args: { comments: many, hasOlder: true, onLoadOlder: fn() },
  decorators: [narrowFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const log = canvas.getByRole('log', { name: 'Messages so far' })
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2))
    await expect(args.onLoadOlder).not.toHaveBeenCalled()
    log.scrollTop = 0
    log.dispatchEvent(new Event('scroll'))
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalled())
    await expect(fitsFrame(canvas.getByTestId('narrow'))).toBe(true)
  },
}
