import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { PUBLIC_OWNER_ONLY_MESSAGE } from '@idx/domain'
import { CollectionEditForm } from './CollectionEditForm.js'
import type { CollectionEditFormProps } from './CollectionEditForm.js'

const meta = {
  title: 'collaboration-ui/CollectionEditForm',
  component: CollectionEditForm,
  args: {
    collection: { name: 'Lake houses', is_public: false },
    isOwner: true,
    onSave: fn<CollectionEditFormProps['onSave']>(async () => undefined),
    onDelete: fn(),
  },
} satisfies Meta<typeof CollectionEditForm>
export default meta
type Story = StoryObj<typeof meta>

/** The name has focus on open; saving reports '{name} was updated successfully'. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    await userEvent.clear(name)
    await userEvent.type(name, 'Lake cabins')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Public/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Lake cabins', is_public: true })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Lake cabins was updated successfully'))
  },
}

/** A blank name is refused before anything is sent, and focus goes back to it. */
export const NameRequired: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(name).toHaveFocus()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A refused save shows 'Whoops, something went wrong...' and the server's first error detail. */
export const SaveFailed: Story = {
  args: { onSave: fn<CollectionEditFormProps['onSave']>(async () => ({ _form: 'Name has already been taken' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Whoops, something went wrong...')
    await expect(alert).toHaveTextContent('Name has already been taken')
  },
}

/** Only the owner has the delete icon; it asks first, and No changes nothing and returns focus. */
export const OwnerDeletes: Story = {
  play: async ({ args, canvas }) => {
    const icon = canvas.getByRole('button', { name: 'Delete collection' })
    await userEvent.click(icon)
    const dialog = canvas.getByRole('dialog', {
      name: 'Are you sure you want to permanently delete the collection Lake houses?',
    })
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(icon).toHaveFocus()
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(icon)
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }))
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  },
}

/** A collaborator renames the board, but neither deletes it nor changes who can see it. */
export const Collaborator: Story = {
  args: { isOwner: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete collection' })).toBeNull()
    const publicSwitch = canvas.getByRole('checkbox', { name: /Public/ })
    await expect(publicSwitch).toBeDisabled()
    await expect(publicSwitch).toHaveAccessibleDescription(PUBLIC_OWNER_ONLY_MESSAGE)
    await expect(canvas.getByText(PUBLIC_OWNER_ONLY_MESSAGE)).toBeVisible()
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Lake houses 2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Lake houses 2', is_public: false })
  },
}
