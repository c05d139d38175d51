import type { TextFieldSpec } from '@idx/ui'

/** How one input of the sign-in and account forms is shown: always typed, always autocompleted. */
export type FieldSpec = Required<Pick<TextFieldSpec, 'name' | 'label' | 'type' | 'autoComplete'>>

/** Every input of the sign-in and account forms, by name. `autocomplete` lets password managers fill them. */
export const FIELDS = {
  first_name: { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  last_name: { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  phone_number: { name: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  password: { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  new_password: { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
  password_confirmation: {
    name: 'password_confirmation',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
  current_password: {
    name: 'current_password',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
} as const satisfies Record<string, FieldSpec>
