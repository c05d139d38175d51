import type { LoginStep } from '@idx/domain'
import { useForm } from 'react-final-form'

/**
 * The links to the other steps of the sign-in form. They are buttons (they change the form,
 * not the page) and take the e-mail typed so far along, so the visitor types it once.
 */
export function StepLinks({
  links,
  onGo,
}: {
  links: readonly { step: LoginStep; label: string }[]
  onGo: (step: LoginStep, email: string) => void
}) {
  const form = useForm()
  if (links.length === 0) return null
  return (
    <ul className="idx-auth__links">
      {links.map((link) => (
        <li key={link.step}>
          <button
            type="button"
            className="idx-auth__link"
            onClick={() => {
              const email: unknown = form.getState().values.email
              onGo(link.step, typeof email === 'string' ? email : '')
            }}
          >
            {link.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
