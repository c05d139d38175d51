import { Heading } from '@idx/ui'
import { useId, type ReactNode } from 'react'

/** The spec's texts for admin-reauthenticate. */
export const ADMIN_REAUTHENTICATE_TITLE = 'Admin Credentials Required'
export const ADMIN_REAUTHENTICATE_TEXT = 'You must reauthenticate before using these features.'

/**
 * admin-reauthenticate (spec "Admin and UI editor"): shown whenever the session lacks the admin
 * scope. Confirm goes to the admin sign-in, returning to the route the admin was on; Cancel to the
 * index. The host passes both as links of its own kind (a router link, or a page link).
 *
 * @example
 * <AdminReauthenticate confirm={<Link to="/?return_to=%2Fui">Confirm</Link>} cancel={<a href="/app/">Cancel</a>} />
 */
export function AdminReauthenticate({ confirm, cancel }: { confirm: ReactNode; cancel: ReactNode }) {
  const titleId = useId()
  return (
    <main className="admin-reauthenticate" aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {ADMIN_REAUTHENTICATE_TITLE}
      </Heading>
      <p>{ADMIN_REAUTHENTICATE_TEXT}</p>
      <div className="admin-reauthenticate__actions">
        {confirm}
        {cancel}
      </div>
    </main>
  )
}
