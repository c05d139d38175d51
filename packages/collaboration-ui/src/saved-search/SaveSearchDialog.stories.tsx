import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SaveSearchDialog } from './SaveSearchDialog.js'
import type { SaveSearchDialogProps } from './SaveSearchDialog.js'

const meta = {
  title: 'collaboration-ui/SaveSearchDialog',
  component: SaveSearchDialog,
  args: {
    open: true,
    onClose: fn(),
    summary: [
      { label: 'Price', value: '$300,000 – $550,000' },
      { label: 'Beds', value: '3 or more' },
      { label: 'Places', value: 'Mueller; Zilker' },
    ],
    onSave: fn<SaveSearchDialogProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof SaveSearchDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (element: HTMLElement) =>
  within(element.ownerDocument.body).getByRole('dialog', { name: 'Create a Saved Search' })

/** The name has focus; alerts default to daily; Save sends the name and frequency. */
export const Typical: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement))
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    await expect(dialog.getByRole('combobox', { name: 'Search Alerts' })).toHaveValue('daily')
    await expect(dialog.getByText('3 or more')).toBeVisible()
    await userEvent.type(name, 'Mueller 3 beds')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Search Alerts' }), 'instant')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Mueller 3 beds', frequency: 'instant', for_user_id: '' })
  },
}

/** A search with no filters says what it will alert about. */
export const Empty: Story = {
  args: { summary: [] },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement)).toHaveTextContent('every new home on the market')
  },
}

/** A blank name is refused before anything is sent. */
export const NameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** While saving, the form is busy and a second click sends nothing more. */
export const Loading: Story = {
  args: { onSave: fn<SaveSearchDialogProps['onSave']>(() => new Promise(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Zilker')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    await expect(dialogOf(canvasElement).querySelector('form')).toHaveAttribute('aria-busy', 'true')
  },
}

/** A refused save shows 'Whoops, something went wrong...' and the server's first error detail. */
export const Failed: Story = {
  args: { onSave: fn<SaveSearchDialogProps['onSave']>(async () => ({ _form: 'filter/bedrooms must be a range' })) },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Zilker')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('Whoops, something went wrong...')
    await expect(alert).toHaveTextContent('filter/bedrooms must be a range')
  },
}

/** A very long place list wraps inside the dialog; Cancel closes it. */
export const Edge: Story = {
  args: {
    summary: [
      {
        label: 'Places',
        value: Array.from({ length: 12 }, (_, i) => `Neighborhood with a long name number ${i + 1}`).join('; '),
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** An agent saves it for a client: 'Save for' lists their clients, and the choice is sent. */
export const ForAClient: Story = {
  args: {
    owners: [
      { id: '12', name: 'Ana Garcia' },
      { id: '15', name: 'Ben Ortiz' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(dialogOf(canvasElement))
    const owner = dialog.getByRole('combobox', { name: 'Save for' })
    await expect(owner).toHaveValue('')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'For Ana')
    await userEvent.selectOptions(owner, '12')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'For Ana', frequency: 'daily', for_user_id: '12' })
  },
}
