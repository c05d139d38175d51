import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LoginForm } from './LoginForm.js'
import type { LoginFormProps as P } from './LoginForm.js'

const meta = {
  title: 'account-ui/auth/LoginForm',
  component: LoginForm,
  args: {
    onRegister: fn<NonNullable<P['onRegister']>>(async () => undefined),
    onLogin: fn<NonNullable<P['onLogin']>>(async () => undefined),
    onReset: fn<NonNullable<P['onReset']>>(async () => undefined),
    onMagic: fn<NonNullable<P['onMagic']>>(async () => undefined),
    onStepChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>
export default meta
type Story = StoryObj<typeof meta>

/** The e-mail check first: an address with a password account goes on to Log In, e-mail kept. */
export const Typical: Story = {
  args: {
    onVerifyEmail: fn<NonNullable<P['onVerifyEmail']>>(async (email: string) => ({ step: 'login' as const, email })),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Login / Sign up' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onVerifyEmail).toHaveBeenCalledWith('jane@example.com')
    const title = await canvas.findByRole('heading', { name: 'Log In' })
    await expect(title).toHaveFocus()
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com')
    await expect(args.onStepChange).toHaveBeenCalledWith('login', { email: 'jane@example.com' })
    await userEvent.type(canvas.getByLabelText('Password'), 'secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }))
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret' })
  },
}

/** An e-mail without a domain gets the field message, linked to the input, and no request. */
export const InvalidEmail: Story = {
  args: { onVerifyEmail: fn<NonNullable<P['onVerifyEmail']>>(async () => undefined) },
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText('Email')
    await userEvent.type(email, 'jane@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter a valid email address')
    await expect(email).toHaveFocus()
    await expect(args.onVerifyEmail).not.toHaveBeenCalled()
  },
}

/** A short password: its message, focus on it, no request. */
export const ShortPassword: Story = {
  args: { defaultStep: 'login', defaultEmail: 'jane@example.com' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'abc{Enter}')
    const password = canvas.getByLabelText('Password')
    await expect(password).toHaveAccessibleDescription('Password must be at least 4 characters')
    await expect(password).toHaveFocus()
    await expect(args.onLogin).not.toHaveBeenCalled()
  },
}

/** The server refused the password: the spec's message in an alert, the values kept. */
export const LoginFailed: Story = {
  args: {
    defaultStep: 'login',
    onLogin: fn<NonNullable<P['onLogin']>>(async () => ({
      _form: 'Failed to log in. Check your username and password.',
    })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password{Enter}')
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to log in. Check your username and password.'),
    )
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com')
  },
}

/** While the request runs the form is busy and a second press sends nothing more. */
export const Submitting: Story = {
  args: { defaultStep: 'login', onLogin: fn<NonNullable<P['onLogin']>>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'secret')
    const button = canvas.getByRole('button', { name: 'Log In' })
    await userEvent.click(button)
    await expect(canvas.getByRole('form', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

/** Register asks for the five registration fields; a server error lands under its field. */
export const Register: Story = {
  args: {
    defaultStep: 'register',
    onRegister: fn<NonNullable<P['onRegister']>>(async () => ({ email: 'Email has already been taken' })),
  },
  play: async ({ args, canvas }) => {
    const labels = canvas.getAllByRole('textbox').map((input) => input.getAttribute('name'))
    await expect(labels).toEqual(['first_name', 'last_name', 'email', 'phone_number'])
    await userEvent.type(canvas.getByLabelText('First name'), 'Jane')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Doe')
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.type(canvas.getByLabelText('Phone number'), '512-555-0134')
    await userEvent.type(canvas.getByLabelText('New password'), 'secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(args.onRegister).toHaveBeenCalledWith({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone_number: '512-555-0134',
      password: 'secret',
    })
    const email = canvas.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email has already been taken'))
    await waitFor(() => expect(email).toHaveFocus())
  },
}

/** An empty register form lists every rule's message and focuses the first field. */
export const RegisterEmpty: Story = {
  args: { defaultStep: 'register' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('First name is required')
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required')
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required')
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required')
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('Password is required')
    await expect(canvas.getByLabelText('First name')).toHaveFocus()
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

/** Sites that sign up without a password: no password field, then the e-mailed link's confirmation. */
export const RegisterPasswordless: Story = {
  args: { defaultStep: 'register', passwordless: true, onDone: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByLabelText(/password/i)).toBeNull()
    await userEvent.type(canvas.getByLabelText('First name'), 'Jane')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Doe')
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.type(canvas.getByLabelText('Phone number'), '5125550134{Enter}')
    await expect(args.onRegister).toHaveBeenCalledWith({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone_number: '5125550134',
    })
    const status = canvas.getByRole('status')
    await waitFor(() =>
      expect(within(status).getByText('Check your email! We sent you an email with a link to sign in.')).toBeVisible(),
    )
    await expect(
      within(status).getByText('You can set a password after or continue using the link to sign in.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(args.onDone).toHaveBeenCalled()
  },
}

/** The reset step's prompt, then the reset confirmation. */
export const Reset: Story = {
  args: { defaultStep: 'reset', defaultEmail: 'jane@example.com' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
    await expect(
      canvas.getByText("Enter your email address and we'll send you a link to reset your password."),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(args.onReset).toHaveBeenCalledWith({ email: 'jane@example.com' })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'You will receive an email with instructions about how to reset your password in a few minutes.',
      ),
    )
    // Without onDone, Done goes back to the first step.
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toHaveFocus()
  },
}

/** The magic step sends a sign-in link and says so. */
export const Magic: Story = {
  args: { defaultStep: 'magic' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com{Enter}')
    await expect(args.onMagic).toHaveBeenCalledWith({ email: 'jane@example.com' })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Check your email! We sent you an email with a link to sign in.',
      ),
    )
    await expect(canvas.getByRole('status')).not.toHaveTextContent('You can set a password after')
  },
}

/** A 202 from the e-mail check means a link was already sent: the confirmation, not a second form. */
export const VerifiedPasswordless: Story = {
  args: {
    onVerifyEmail: fn<NonNullable<P['onVerifyEmail']>>(async (email: string) => ({ step: 'magic' as const, email })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'link-only@example.com{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Check your email! We sent you an email with a link to sign in.',
      ),
    )
    await expect(args.onMagic).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible()
  },
}

/** An unknown address goes to Sign Up with the e-mail filled in. */
export const VerifiedNewVisitor: Story = {
  args: {
    onVerifyEmail: fn<NonNullable<P['onVerifyEmail']>>(async (email: string) => ({ step: 'register' as const, email })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com{Enter}')
    await expect(await canvas.findByRole('heading', { name: 'Sign Up' })).toHaveFocus()
    await expect(canvas.getByLabelText('Email')).toHaveValue('new@example.com')
  },
}

/** The links between steps carry the typed e-mail along. */
export const StepLinks: Story = {
  args: { defaultStep: 'login' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }))
    await expect(await canvas.findByRole('heading', { name: 'Forgot password?' })).toHaveFocus()
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com')
    await expect(args.onStepChange).toHaveBeenLastCalledWith('reset', { email: 'jane@example.com' })
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Email me a sign-in link' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign in with a link' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('heading', { name: 'Sign Up' })).toBeVisible()
  },
}

/** A host that keeps the step (e.g. in its route) decides: the form only asks. */
export const Controlled: Story = {
  args: { step: 'register' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onStepChange).toHaveBeenCalledWith('login', { email: '' })
    await expect(canvas.getByRole('heading', { name: 'Sign Up' })).toBeVisible()
  },
}

/** While a magic link is handled the form waits, with the spec's words. */
export const SigningIn: Story = {
  args: { signingIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We are signing you in. Please wait a moment...')
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The agent login path shows when the host offers it. */
export const AgentLogin: Story = {
  args: { defaultStep: 'login', onAgentLogin: fn() },
  play: async ({ args, canvas }) => {
    const agent = canvas.getByText(/Are you an agent\?/)
    await userEvent.click(within(agent).getByRole('button', { name: 'Agent Log in' }))
    await expect(args.onAgentLogin).toHaveBeenCalled()
  },
}
