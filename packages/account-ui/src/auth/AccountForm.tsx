import { formatPhone, type User } from '@idx/domain'
import { useId, useState } from 'react'
import { AccountSection } from './AccountSection.js'
import { profileValues, validatePasswordChange, validateProfile } from './account-rules.js'
import type { PasswordChangeValues, ProfileValues } from './account-rules.js'
import { AuthForm } from './AuthForm.js'
import { FIELDS } from './fields.js'
import { AuthStyles, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { ACCOUNT_TITLE, EDIT_PROFILE_LABEL, PASSWORD_CHANGED_MESSAGE, PROFILE_SAVED_MESSAGE } from './messages.js'
import type { SubmissionErrors } from '@idx/ui'

type Answer<Field extends string> = Promise<SubmissionErrors<Field> | undefined | void>

export interface AccountFormProps {
  /** The signed-in user; `null` while the current user loads. */
  user: User | null
  /** Saves the profile; resolves with the server's errors, or nothing when saved. */
  onSaveProfile: (values: ProfileValues) => Answer<keyof ProfileValues>
  /** Changes the password (the server checks `current_password`); resolves with errors, or nothing. */
  onChangePassword: (values: PasswordChangeValues) => Answer<keyof PasswordChangeValues>
  /** Shows a Logout button. */
  onLogout?: () => void
  headingLevel?: HeadingLevel
  className?: string
}

type Saved = 'profile' | 'password' | null

const PROFILE_FIELDS = [FIELDS.first_name, FIELDS.last_name, FIELDS.email, FIELDS.phone_number]
const PASSWORD_FIELDS = [FIELDS.current_password, FIELDS.new_password, FIELDS.password_confirmation]

/**
 * 'My Account': the profile (Edit Profile expands its form) and a password change (toggled),
 * each with its own submit callback; saving closes the form and says so politely. Rules come
 * from `@idx/domain`'s registration rules. SSO users never get here (the host redirects them).
 *
 * @example
 * <AccountForm user={me} onSaveProfile={updateProfile} onChangePassword={changePassword} onLogout={logout} />
 */
export function AccountForm({
  user,
  onSaveProfile,
  onChangePassword,
  onLogout,
  headingLevel = 2,
  className,
}: AccountFormProps) {
  const titleId = useId()
  const [open, setOpen] = useState<Saved>(null)
  const [saved, setSaved] = useState<Saved>(null)
  const sectionLevel = Math.min(headingLevel + 1, 6) as HeadingLevel

  function toggle(section: 'profile' | 'password', next: boolean) {
    setSaved(null)
    setOpen(next ? section : null)
  }

  return (
    <section
      className={['idx-auth', 'idx-account', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={user === null || undefined}
    >
      <AuthStyles />
      <Heading level={headingLevel} id={titleId} className="idx-auth__title">
        {ACCOUNT_TITLE}
      </Heading>
      <p role="status" className="idx-auth__status">
        {saved === 'profile' ? PROFILE_SAVED_MESSAGE : saved === 'password' ? PASSWORD_CHANGED_MESSAGE : ''}
      </p>
      {user === null ? (
        <p className="idx-auth__intro">Loading…</p>
      ) : (
        <>
          <AccountSection
            title="Profile"
            toggleLabel={EDIT_PROFILE_LABEL}
            open={open === 'profile'}
            onOpenChange={(next) => toggle('profile', next)}
            headingLevel={sectionLevel}
            summary={<ProfileFacts user={user} />}
          >
            {(labelledBy) => (
              <AuthForm<ProfileValues>
                fields={PROFILE_FIELDS}
                validate={validateProfile}
                onSubmit={onSaveProfile}
                onSuccess={() => {
                  setOpen(null)
                  setSaved('profile')
                }}
                submitLabel="Save"
                initialValues={profileValues(user)}
                labelledBy={labelledBy}
              />
            )}
          </AccountSection>
          <AccountSection
            title="Password"
            toggleLabel="Change Password"
            open={open === 'password'}
            onOpenChange={(next) => toggle('password', next)}
            headingLevel={sectionLevel}
          >
            {(labelledBy) => (
              <AuthForm<PasswordChangeValues>
                fields={PASSWORD_FIELDS}
                validate={validatePasswordChange}
                onSubmit={onChangePassword}
                onSuccess={() => {
                  setOpen(null)
                  setSaved('password')
                }}
                submitLabel="Save Password"
                labelledBy={labelledBy}
              />
            )}
          </AccountSection>
          {onLogout ? (
            <div className="idx-auth__section">
              <button type="button" className="idx-auth__button idx-auth__button--secondary" onClick={onLogout}>
                Logout
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}

function ProfileFacts({ user }: { user: User }) {
  const values = profileValues(user)
  const name = [values.first_name, values.last_name].filter(Boolean).join(' ')
  return (
    <dl className="idx-auth__facts">
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Email</dt>
      <dd>{values.email || '—'}</dd>
      <dt>Phone</dt>
      <dd>{formatPhone(values.phone_number) || '—'}</dd>
    </dl>
  )
}
