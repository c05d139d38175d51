import type { Meta, StoryObj } from '@storybook/react-vite'
import { Form } from 'react-final-form'
import { expect, userEvent } from 'storybook/test'
import { TextField } from './TextField.js'
import type { TextFieldProps } from './TextField.js'

/** The field inside a bare react-final-form form whose rule wants a value. */
function InForm(props: TextFieldProps) {
  return (
    <Form
      onSubmit={() => undefined}
      validate={(values: Record<string, string>) => (values[props.spec.name] ? {} : { [props.spec.name]: 'Required' })}
    >
      {({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <TextField {...props} />
          <button type="submit">Send</button>
        </form>
      )}
    </Form>
  )
}

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { spec: { name: 'first_name', label: 'First name', autoComplete: 'given-name' } },
  render: (args) => <InForm {...args} />,
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

/** A labelled text input, without a message until the user leaves it empty. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('First name')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.click(input)
    await userEvent.tab()
    await expect(input).toHaveAccessibleDescription('Required')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
  },
}

/** 'submit' timing: leaving the field shows nothing; a submit does. */
export const MessageAfterSubmit: Story = {
  args: { messageTiming: 'submit' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('First name')
    await userEvent.click(input)
    await userEvent.tab()
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(input).toHaveAccessibleDescription('Required')
  },
}

/** A text area with its label for screen readers only, beside a placeholder. */
export const HiddenLabelTextArea: Story = {
  args: {
    spec: { name: 'message', label: 'Message', kind: 'textarea', placeholder: 'Your question', required: true },
    labelHidden: true,
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' })
    await expect(area.tagName).toBe('TEXTAREA')
    await expect(area).toHaveAttribute('aria-required', 'true')
    await expect(canvas.getByText('Message')).toHaveClass('idx-visually-hidden')
  },
}

/** Disabled (an e-mail already known): it cannot be edited. */
export const Disabled: Story = {
  args: { spec: { name: 'email', label: 'Email', type: 'email' }, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled()
  },
}

/**
 * Stories start from the site's page rules (.storybook/preview.ts loads @idx/app-shell's
 * shell.css), so the field is drawn in the site's font stack, not the browser's default serif.
 */
export const InTheSiteFont: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('First name')
    await expect(getComputedStyle(label).fontFamily).toMatch(/^system-ui,/)
  },
}
