import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SetNewPasswordForm } from './SetNewPasswordForm.js'
import type { SetNewPasswordFormProps } from './SetNewPasswordForm.js'

type Submit = SetNewPasswordFormProps['onSubmit']

const meta = {
  title: 'account-ui/auth/SetNewPasswordForm',
  component: SetNewPasswordForm,
  args: { onSubmit: fn<Submit>(async () => undefined), onRequestNewLink: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SetNewPasswordForm>
export default meta
type Story = StoryObj<typeof meta>

/** A matching new password is sent, then the page says it is set. */
export const Typical: Story = {
  args: { onDone: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'correct horse{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'correct horse',
      password_confirmation: 'correct horse',
    })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your new password is set.'))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onDone).toHaveBeenCalled()
  },
}

/** A confirmation that differs gets the domain's 'Passwords do not match', and nothing is sent. */
export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'secret')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secrets{Enter}')
    const confirmation = canvas.getByLabelText('Confirm password')
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match')
    await expect(confirmation).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Nothing typed: the password is required. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set Password' }))
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('Password is required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refuses a common password: its message sits under the field. */
export const ServerRefused: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ password: 'is too common' })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'password')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'password{Enter}')
    await waitFor(() => expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('is too common'))
  },
}

/** A used or expired link: the server's reset_token error gives way to a new-link request. */
export const ExpiredOnSubmit: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ reset_token: 'is invalid or has expired' })) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'secret')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    )
    await expect(canvas.queryByLabelText('New password')).toBeNull()
    await expect(canvas.getByRole('heading', { name: 'Set a new password' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
    await expect(args.onRequestNewLink).toHaveBeenCalled()
  },
}

/** The host already knows the link is dead. */
export const Expired: Story = {
  args: { expired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.')
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeVisible()
  },
}

/** While the password is being set the form is busy. */
export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'secret')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret{Enter}')
    await expect(canvas.getByRole('button', { name: 'Set Password' })).toHaveAttribute('aria-disabled', 'true')
  },
}
