import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Dialog } from './Dialog.js'
import type { DialogProps } from './Dialog.js'

/** A host's button that opens the dialog and owns `open`, as every host wires it. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open)
  const titleId = useId()
  const close = () => {
    props.onClose()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog {...props} open={open} onClose={close} labelledBy={props.label ? undefined : titleId}>
        {props.label ? null : <h2 id={titleId}>Share this search</h2>}
        <label>
          Email <input name="email" />
        </label>
        <button type="button" onClick={close}>
          Close
        </button>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { open: false, onClose: fn(), children: null },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

/** A modal named by its title: the page behind is inert, Escape closes it and focus returns to the opener. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    const dialog = canvas.getByRole('dialog', { name: 'Share this search' })
    await expect((dialog as HTMLDialogElement).matches(':modal')).toBe(true)
    await expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(opener).toHaveFocus()
  },
}

/** `initialFocus` puts focus on the first field; Tab keeps moving inside the dialog (the focus trap). */
export const FocusStaysInside: Story = {
  args: { initialFocus: 'input' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
    const dialog = canvas.getByRole('dialog')
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await expect(dialog.contains(document.activeElement) || document.activeElement === document.body).toBe(true)
    await expect(canvas.getByRole('button', { name: 'Open', hidden: true })).not.toHaveFocus()
  },
}

/** Without a visible title the dialog is named by `label`. */
export const Labelled: Story = {
  args: { label: 'Signing in' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
    await expect(canvas.getByRole('dialog', { name: 'Signing in' })).toBeVisible()
  },
}

/** The host's own close button goes through `onClose` like Escape. */
export const CloseButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** A control that uses Escape itself (prevents its default) keeps the dialog open. */
export const EscapeTakenByAControl: Story = {
  args: { initialFocus: 'input' },
  render: (args) => (
    <div
      onKeyDownCapture={(event) => {
        if (event.key === 'Escape' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault()
      }}
    >
      <WithOpener {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(canvas.getByRole('dialog')).toBeVisible()
  },
}

/** `whenClosed: 'keep'` leaves an empty, closed `<dialog>` in the page. */
export const KeptWhenClosed: Story = {
  args: { whenClosed: 'keep' },
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.querySelector('dialog')
    await expect(dialog).not.toBeNull()
    await expect(dialog!.open).toBe(false)
    await expect(dialog!.childElementCount).toBe(0)
  },
}
