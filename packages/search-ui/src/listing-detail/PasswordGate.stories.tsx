import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PasswordGate } from './PasswordGate.js'
import type { PasswordGateProps as P } from './PasswordGate.js'
import { detailListing, photo } from './story-fixtures.js'

const meta = {
  title: 'search-ui/listing-detail/PasswordGate',
  component: PasswordGate,
  args: { onUnlock: fn<P['onUnlock']>(async () => true), listing: detailListing },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordGate>
export default meta
type Story = StoryObj<typeof meta>

/** Which home the password is for (photo and address), a labelled field; the right password is handed to the host. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Enter the password to view the price and pictures of this property!' }),
    ).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Cover photo of 1105 W Mary St' })).toHaveAttribute('src', photo(0))
    await expect(canvas.getByText('1105 W Mary St')).toBeVisible()
    await expect(canvas.getByText('Austin, TX 78704')).toBeVisible()
    // The label is on screen, not only for screen readers.
    await expect(canvas.getByText('Password', { selector: 'label' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Password'), 'open-sesame')
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }))
    await expect(args.onUnlock).toHaveBeenCalledWith('open-sesame')
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement()
  },
}

/** Enter in the field unlocks as the button does. */
export const EnterUnlocks: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'open-sesame{Enter}')
    await expect(args.onUnlock).toHaveBeenCalledWith('open-sesame')
  },
}

/** A wrong password clears the input, says so in an alert and keeps focus for the next try. */
export const WrongPassword: Story = {
  args: { onUnlock: fn<P['onUnlock']>(async () => false) },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password')
    await userEvent.type(input, 'guess{Enter}')
    await expect(args.onUnlock).toHaveBeenCalledWith('guess')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That password is not right. Please try again.')
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveFocus()
  },
}

/** A throttled answer shows the server's message and keeps what was typed. */
export const Throttled: Story = {
  args: {
    onUnlock: fn<P['onUnlock']>(async () => ({ message: 'Too many attempts. Try again in 15 minutes.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'guess-again{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.')
    await expect(canvas.getByLabelText('Password')).toHaveValue('guess-again')
  },
}

/** Without a listing (a host that has none to show) the gate is the heading and the form alone. */
export const WithoutListing: Story = {
  args: { listing: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByLabelText('Password')).toBeVisible()
  },
}

/** A failed request reads the spec's default failure text; an empty field sends nothing. */
export const Failure: Story = {
  args: { onUnlock: fn<P['onUnlock']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }))
    await expect(args.onUnlock).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText('Password'), 'x{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
  },
}
