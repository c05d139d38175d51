import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { AccountForm } from './AccountForm.js'
import type { AccountFormProps as P } from './AccountForm.js'
import { longNameUser, storyUser } from './story-fixtures.js'

const meta = {
  title: 'account-ui/auth/AccountForm',
  component: AccountForm,
  args: {
    user: storyUser,
    onSaveProfile: fn<P['onSaveProfile']>(async () => undefined),
    onChangePassword: fn<P['onChangePassword']>(async () => undefined),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountForm>
export default meta
type Story = StoryObj<typeof meta>

/** Edit Profile expands the form with the user's values; saving closes it and says so. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await expect(canvas.getByText('Jane Doe')).toBeVisible()
    // The phone as every phone on the site reads, whatever way it was typed ('512-555-0134').
    await expect(canvas.getByText('(512) 555-0134')).toBeVisible()
    const edit = canvas.getByRole('button', { name: 'Edit Profile' })
    await expect(edit).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(edit)
    await expect(edit).toHaveAttribute('aria-expanded', 'true')
    const first = canvas.getByLabelText('First name')
    await expect(first).toHaveFocus()
    await expect(first).toHaveValue('Jane')
    await userEvent.clear(first)
    await userEvent.type(first, 'Janet')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      first_name: 'Janet',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone_number: '512-555-0134',
    })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your profile has been updated.'))
    await expect(canvas.queryByLabelText('First name')).toBeNull()
    await expect(edit).toHaveFocus()
  },
}

/** The password change needs the current password and a matching new one before anything is sent. */
export const PasswordRules: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await userEvent.type(canvas.getByLabelText('New password'), 'abc')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }))
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required')
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 4 characters',
    )
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match')
    await expect(canvas.getByLabelText('Current password')).toHaveFocus()
    await expect(args.onChangePassword).not.toHaveBeenCalled()
  },
}

/** A changed password is announced politely and the section closes. */
export const PasswordChanged: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await userEvent.type(canvas.getByLabelText('Current password'), 'old-secret')
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'new-secret{Enter}')
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-secret',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.'))
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A wrong current password comes back from the server under its field. */
export const Error: Story = {
  args: { onChangePassword: fn<P['onChangePassword']>(async () => ({ current_password: 'is incorrect' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await userEvent.type(canvas.getByLabelText('Current password'), 'wrong')
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'new-secret{Enter}')
    const current = canvas.getByLabelText('Current password')
    await waitFor(() => expect(current).toHaveAccessibleDescription('is incorrect'))
    await waitFor(() => expect(current).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** A form-level failure shows in an alert inside the open section. */
export const SaveFailed: Story = {
  args: { onSaveProfile: fn<P['onSaveProfile']>(async () => ({ _form: 'Oops, Something went wrong...' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Oops, Something went wrong...'))
    await expect(canvas.getByLabelText('First name')).toBeVisible()
  },
}

/** Saving is busy until the server answers. */
export const Submitting: Story = {
  args: { onSaveProfile: fn<P['onSaveProfile']>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByRole('form', { name: 'Profile' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** While the user loads the page is busy and offers no form. */
export const Loading: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My Account' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull()
  },
}

/** Long names and an e-mail without breaks wrap inside the column; the SMS number stands in for the phone. */
export const LongNames: Story = {
  args: { user: longNameUser, onLogout: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('+44 20 7946 0958')).toBeVisible()
    const section = canvasElement.querySelector('.idx-account') as HTMLElement
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth)
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull()
  },
}

/** Logout is offered beside the profile. */
export const Logout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalled()
  },
}
