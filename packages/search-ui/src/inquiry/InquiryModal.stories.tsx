import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { InquiryModal } from './InquiryModal.js'
import type { InquiryModalProps as P } from './InquiryModal.js'
import { storyListing, useAgentServer } from './story-fixtures.js'

/** A listing page's 'Ask a Question' button that opens the modal, as a host would wire it. */
function WithOpener(props: P) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask a Question
      </button>
      <InquiryModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'search-ui/inquiry/InquiryModal',
  component: InquiryModal,
  args: {
    open: false,
    onClose: fn(),
    listing: storyListing,
    contactName: 'Lone Star Realty',
    onSubmit: fn<P['onSubmit']>(async () => undefined),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof InquiryModal>
export default meta
type Story = StoryObj<typeof meta>

/** Opening moves focus to the first field of a modal dialog; Escape closes it and focus returns to the opener. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Ask a Question' })
    await userEvent.click(opener)
    const dialog = canvas.getByRole('dialog', { name: 'Ask a Question' })
    await expect(dialog).toBeVisible()
    await expect((dialog as HTMLDialogElement).matches(':modal')).toBe(true)
    await expect(canvas.getByLabelText('First name')).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(opener).toHaveFocus()
  },
}

/** The × button closes it too. */
export const CloseButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a Question' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Ask a Question' })).toHaveFocus()
  },
}

/** Inside the dialog an invalid submit behaves as in the form: nothing sent, focus on the first invalid field. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a Question' }))
    await userEvent.type(canvas.getByLabelText('First name'), 'Jane')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(canvas.getByLabelText('Last name')).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Opened from the URL (`inquiry` query parameter): shows at once; a thank-you after sending. */
export const OpenFromUrl: Story = {
  args: { open: true, variant: 'opt-in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Ask a Question' })).toBeVisible()
    await userEvent.type(canvas.getByPlaceholderText('First name *'), 'Jane')
    await userEvent.type(canvas.getByPlaceholderText('Last name *'), 'Doe')
    await userEvent.type(canvas.getByPlaceholderText('Email *'), 'jane@example.com')
    await userEvent.type(canvas.getByPlaceholderText('Phone *'), '512 555 0134{Enter}')
    await expect(await canvas.findByRole('status')).toHaveTextContent("We've received your inquiry, thank you!")
  },
}

function WithAgentSearch(props: P) {
  const search = useAgentServer('answers')
  return <WithOpener {...props} askAboutAgent agentSearch={{ dataSourceName: 'ABOR', ...search }} />
}

/** Escape in the agent list closes the list only; the next Escape closes the dialog. */
export const EscapeInAgentList: Story = {
  args: { open: true },
  render: (args) => <WithAgentSearch {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }))
    const box = canvas.getByRole('combobox')
    await userEvent.type(box, 'ana')
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'), { timeout: 2000 })
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onClose).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}
