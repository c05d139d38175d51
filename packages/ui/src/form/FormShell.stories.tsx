import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { FormShell } from './FormShell.js'
import type { FormShellProps } from './FormShell.js'
import type { SubmissionErrors } from './submission-errors.js'
import { TextField } from './TextField.js'

type Values = { email: string; password: string }
type Submit = (values: Values) => Promise<SubmissionErrors | undefined>

/** The rules a domain validator would give: both fields are required. */
function validate(values: Partial<Values>) {
  return {
    ...(values.email ? {} : { email: 'Email is required' }),
    ...(values.password ? {} : { password: 'Password is required' }),
  }
}

const EMAIL = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' } as const
const PASSWORD = { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' } as const

function SignIn(props: FormShellProps<Values>) {
  return (
    <div>
      <h2 id="sign-in-title">Sign In</h2>
      <FormShell<Values> {...props}>
        <TextField spec={EMAIL} />
        <TextField spec={PASSWORD} />
      </FormShell>
    </div>
  )
}

const meta = {
  title: 'ui/FormShell',
  component: FormShell<Values>,
  args: {
    validate,
    onSubmit: fn<Submit>(async () => undefined),
    onSuccess: fn(),
    labelledBy: 'sign-in-title',
    fieldOrder: ['email', 'password'],
    submitLabel: 'Sign in',
    children: null,
  },
  render: (args) => <SignIn {...args} />,
} satisfies Meta<typeof FormShell<Values>>
export default meta
type Story = StoryObj<typeof meta>

async function fillIn(canvas: { getByLabelText: (text: string) => HTMLElement }) {
  await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
  await userEvent.type(canvas.getByLabelText('Password'), 'secret')
}

/** A valid submit sends the values and reports success; the alert stays empty. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Sign In' })).toBeVisible()
    await fillIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('')
  },
}

/** Nothing is sent while a rule refuses; focus goes to the first field with a message. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
  },
}

/** While the submit runs the form is busy, the button says so and a second submit is ignored. */
export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise<undefined>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas)
    const button = canvas.getByRole('button', { name: 'Sign in' })
    await userEvent.click(button)
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** The server's form-level message (`_form`) shows in the alert. */
export const ServerError: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ _form: 'Failed to log in. Check your username and password.' })) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to log in. Check your username and password.'),
    )
    await expect(args.onSuccess).not.toHaveBeenCalled()
  },
}

/** A server's message for a field shows under it and focus moves there. */
export const ServerFieldError: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ email: 'has already been taken' })) },
  play: async ({ canvas }) => {
    await fillIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus())
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('has already been taken')
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** With `onFailure`, a rejected submit (the network) is reported instead of thrown, and the values stay. */
export const Rejected: Story = {
  args: {
    onSubmit: fn<Submit>(async () => Promise.reject(new Error('offline'))),
    onFailure: fn(),
    renderAlert: () => <p role="alert">Whoops, something went wrong...</p>,
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledWith('rejected'))
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com')
  },
}
