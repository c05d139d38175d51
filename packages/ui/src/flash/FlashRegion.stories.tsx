import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { FlashProvider, useFlash } from './FlashProvider.js'
import { FlashRegion } from './FlashRegion.js'

const meta = {
  title: 'ui/FlashRegion',
  component: FlashRegion,
  args: { messages: [], onExpire: fn() },
} satisfies Meta<typeof FlashRegion>
export default meta
type Story = StoryObj<typeof meta>

/** The polite live region is in the page even when empty, so messages added later are announced. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status')
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toBeEmptyDOMElement()
  },
}

/** Messages of each kind, in order. */
export const Typical: Story = {
  args: {
    messages: [
      { id: 1, text: 'You are logged in!', kind: 'success' },
      { id: 2, text: 'Something went wrong', kind: 'warning' },
      { id: 3, text: 'Failed to log in.', kind: 'error' },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByTestId('flash-message')
    await expect(items.map((item) => item.textContent)).toEqual([
      'You are logged in!',
      'Something went wrong',
      'Failed to log in.',
    ])
    await expect(items[2]).toHaveClass('flash-message', 'flash-message--error')
  },
}

/** Each message expires once, after its own timeout. */
export const Expires: Story = {
  args: { messages: [{ id: 7, text: 'Your account has been updated', kind: 'success' }], timeoutMs: 50 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledWith(7))
    await expect(args.onExpire).toHaveBeenCalledTimes(1)
  },
}

function FlashButton() {
  const flash = useFlash()
  return (
    <button type="button" onClick={() => flash('Search filters updated successfully')}>
      Save
    </button>
  )
}

/** With the provider, `useFlash()` shows a message in the region after the page's content. */
export const WithProvider: Story = {
  render: () => (
    <FlashProvider>
      <FlashButton />
    </FlashProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Search filters updated successfully')
    await expect(canvas.getByTestId('flash-message')).toHaveClass('flash-message--success')
  },
}
