import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { NotificationToggles } from '../notifications/NotificationToggles.js'
import { FREQUENCY_OWNER_ONLY_NOTE, SavedSearchEditForm } from './SavedSearchEditForm.js'
import type { SavedSearchEditFormProps } from './SavedSearchEditForm.js'

const meta = {
  title: 'collaboration-ui/SavedSearchEditForm',
  component: SavedSearchEditForm,
  args: {
    savedSearch: { name: 'Mueller 3 beds', frequency: 'daily' },
    isOwner: true,
    onSave: fn<SavedSearchEditFormProps['onSave']>(async () => undefined),
    onDelete: fn(),
    notifications: <NotificationToggles kind="saved-search" flags={{ notify_ran_email: true }} onToggle={() => {}} />,
  },
} satisfies Meta<typeof SavedSearchEditForm>
export default meta
type Story = StoryObj<typeof meta>

/** The name has focus; Save sends the name and frequency and says it was updated. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    await userEvent.clear(name)
    await userEvent.type(name, 'Mueller')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search Alerts' }), 'weekly')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Mueller', frequency: 'weekly' })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Mueller was updated successfully'))
    await expect(canvas.getByRole('switch', { name: /alerts\): Email/ })).toBeChecked()
  },
}

/** A blank name is refused before anything is sent. */
export const Empty: Story = {
  args: { savedSearch: { name: '', frequency: 'none' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** While saving, a second click sends nothing more. */
export const Loading: Story = {
  args: { onSave: fn<SavedSearchEditFormProps['onSave']>(() => new Promise(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledTimes(1)
  },
}

/** A failure without an error list reads 'An error occurred while saving'. */
export const Failed: Story = {
  args: { onSave: fn<SavedSearchEditFormProps['onSave']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Whoops, something went wrong...')
    await expect(alert).toHaveTextContent('An error occurred while saving')
  },
}

/** The owner's 'Delete Search' asks first with the search's name; No changes nothing. */
export const OwnerDeletes: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Search' }))
    await expect(
      canvas.getByRole('dialog', {
        name: 'Are you sure you want to permanently delete the saved search Mueller 3 beds?',
      }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'No' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Search' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }))
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
  },
}

/** A collaborator renames it but neither deletes it nor changes how often its alerts go out. */
export const Edge: Story = {
  args: { isOwner: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete Search' })).toBeNull()
    await expect(canvas.getByRole('combobox', { name: 'Search Alerts' })).toBeDisabled()
    await expect(canvas.getByText(FREQUENCY_OWNER_ONLY_NOTE)).toBeVisible()
  },
}
