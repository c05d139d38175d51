import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SaveToCollectionDialog } from './SaveToCollectionDialog.js'
import type { SaveToCollectionDialogProps } from './SaveToCollectionDialog.js'
import { SavedConfirmation } from './SavedConfirmation.js'

const meta = {
  title: 'collaboration-ui/SaveToCollectionDialog',
  component: SaveToCollectionDialog,
  args: {
    open: true,
    onClose: fn(),
    collections: [
      { id: '1', name: 'Lake houses' },
      { id: '2', name: 'Condos' },
    ],
    onSave: fn<SaveToCollectionDialogProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof SaveToCollectionDialog>
export default meta
type Story = StoryObj<typeof meta>

/** With collections: pick one (the first is chosen), add an optional comment, Save. */
export const PickExisting: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pick An Existing Collection or Create a New One?',
    })
    const modal = within(dialog)
    await expect(modal.getByRole('textbox', { name: 'Comment (optional)' })).toHaveFocus()
    await userEvent.type(modal.getByRole('textbox', { name: 'Comment (optional)' }), 'Great yard')
    await userEvent.click(modal.getByRole('radio', { name: 'Condos' }))
    await userEvent.click(modal.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'existing', collectionId: '2' }, 'Great yard')
  },
}

/** No collections yet: 'Curate Your Collection', a name is required. */
export const CreateFirst: Story = {
  args: { collections: [] },
  play: async ({ args, canvasElement }) => {
    const modal = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Curate Your Collection' }),
    )
    await expect(modal.queryByRole('radio')).toBeNull()
    await userEvent.click(modal.getByRole('button', { name: 'Save' }))
    const name = modal.getByRole('textbox', { name: 'New collection name' })
    await expect(name).toHaveFocus()
    await expect(modal.getByText('Name is required')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(name, 'First picks')
    await userEvent.click(modal.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'new', name: 'First picks' }, '')
  },
}

/** A refused save lists each server error detail in the dialog. */
export const ServerErrors: Story = {
  args: {
    onSave: fn<SaveToCollectionDialogProps['onSave']>(async () => [
      'Name has already been taken',
      'Listing is no longer available',
    ]),
  },
  play: async ({ canvasElement }) => {
    const modal = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await userEvent.click(modal.getByRole('radio', { name: 'Create a new collection' }))
    await userEvent.type(modal.getByRole('textbox', { name: 'New collection name' }), 'Condos')
    await userEvent.click(modal.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(modal.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Name has already been taken',
        'Listing is no longer available',
      ]),
    )
  },
}

/** Many collections with long names stay inside a phone-wide dialog and scroll. */
export const ManyCollections: Story = {
  args: {
    collections: Array.from({ length: 40 }, (_, i) => ({
      id: String(i),
      name: `Collection ${i + 1} with-a-rather-long-name-for-a-phone`,
    })),
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(41)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1)
  },
}

const HOME_PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="302" height="190"><rect width="302" height="190" fill="#9cc3e6"/>' +
      '<rect y="130" width="302" height="60" fill="#6aa84f"/><path d="M90 130V80l60-40 60 40v50z" fill="#c27c4e"/></svg>',
  )

/** The home being saved heads the dialog: its photo and address, which also describe the dialog. */
export const HomeSummary: Story = {
  args: {
    listing: { title: '3508 Shoal Creek Blvd', subtitle: 'Austin, TX 78757', photoUrl: HOME_PHOTO },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pick An Existing Collection or Create a New One?',
    })
    await expect(dialog).toHaveAccessibleDescription('3508 Shoal Creek Blvd, Austin, TX 78757')
    const modal = within(dialog)
    await expect(modal.getByText('3508 Shoal Creek Blvd')).toBeVisible()
    await expect(modal.getByText('Austin, TX 78757')).toBeVisible()
    const photo = dialog.querySelector<HTMLImageElement>('img.idx-collab__home-photo')
    await expect(photo).toBeVisible()
    await waitFor(() => expect(photo?.naturalWidth).toBeGreaterThan(0))
    // The photo sits beside the address, above the comment.
    const comment = modal.getByRole('textbox', { name: 'Comment (optional)' })
    await expect(photo!.getBoundingClientRect().bottom).toBeLessThanOrEqual(comment.getBoundingClientRect().top)
  },
}

/** A home without a photo, with a long address, on a phone: a grey box, and the address wraps. */
export const HomeSummaryWithoutPhoto: Story = {
  args: {
    listing: {
      title: '12000 Northwest Extraordinarily-Long-Boulevard-Name Unit 1405',
      subtitle: 'Lakeway, TX 78734',
      photoUrl: null,
    },
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await expect(dialog.querySelector('img')).toBeNull()
    await expect(dialog.querySelector('.idx-collab__home-photo')).toBeVisible()
    await expect(within(dialog).getByText(/Extraordinarily-Long/, { selector: 'strong' })).toBeVisible()
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1)
    // The dialog keeps a margin from the phone's edges (its padding and border inside its width).
    const { left, right } = dialog.getBoundingClientRect()
    await expect(left).toBeGreaterThanOrEqual(8)
    await expect(right).toBeLessThanOrEqual(dialog.ownerDocument.documentElement.clientWidth - 8)
  },
}

/**
 * A home already in a collection: that collection is marked Saved, and the first one that does
 * not hold it is chosen, so Save puts it somewhere new.
 */
export const AlreadySaved: Story = {
  args: {
    listing: { title: '3508 Shoal Creek Blvd', subtitle: 'Austin, TX 78757', photoUrl: HOME_PHOTO },
    savedIn: ['1'],
  },
  play: async ({ args, canvasElement }) => {
    const modal = within(within(canvasElement.ownerDocument.body).getByRole('dialog'))
    await expect(modal.getByRole('radio', { name: 'Lake houses Saved' })).not.toBeChecked()
    await expect(modal.getByRole('radio', { name: 'Condos' })).toBeChecked()
    await userEvent.click(modal.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'existing', collectionId: '2' }, '')
  },
}

/** After saving: the title takes focus and 'What's Next' offers GO TO COLLECTION, INVITE PEOPLE, DONE. */
export const Saved: Story = {
  render: () => (
    <SavedConfirmation
      collectionHref="/app/collection/1"
      inviteHref="/app/collection/1/collaborators/invite"
      onDone={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Awesome! You saved your home to your Collection' })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(canvas.getByRole('heading', { name: "What's Next" })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'GO TO COLLECTION' })).toHaveAttribute('href', '/app/collection/1')
    await expect(canvas.getByRole('link', { name: 'INVITE PEOPLE' })).toHaveAttribute(
      'href',
      '/app/collection/1/collaborators/invite',
    )
    await expect(canvas.getByRole('button', { name: 'DONE' })).toBeVisible()
  },
}
