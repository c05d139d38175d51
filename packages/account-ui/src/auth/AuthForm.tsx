import type { FieldErrors } from '@idx/domain'
import { FormShell, TextField } from '@idx/ui'
import type { SubmissionErrors, TextFieldSpec } from '@idx/ui'
import type { ReactNode } from 'react'

type Values = Record<string, string>

export interface AuthFormProps<V extends Values> {
  /** The inputs, in form order (also the order focus looks for the first invalid one). */
  fields: readonly TextFieldSpec[]
  /** A validator from `@idx/domain`: a field with a message never reaches `onSubmit`. */
  validate: (values: Partial<V>) => FieldErrors<string>
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined | void>
  /** Called after `onSubmit` resolved without errors. */
  onSuccess?: (values: V) => void
  submitLabel: string
  initialValues?: Partial<V>
  /** The id of the heading that names the form. */
  labelledBy: string
  /** Under the submit button: links to other steps, and the like (may use `useForm`). */
  footer?: ReactNode
}

/**
 * One form of the sign-in and account widgets: the kit's form shell with a text field per
 * input, its rule messages shown once a field was left. The server's form-level message shows
 * in the shell's alert.
 */
export function AuthForm<V extends Values>({ fields, ...shellProps }: AuthFormProps<V>) {
  return (
    <FormShell<V> {...shellProps} fieldOrder={fields.map((field) => field.name)}>
      {fields.map((spec) => (
        <TextField key={spec.name} spec={spec} />
      ))}
    </FormShell>
  )
}
