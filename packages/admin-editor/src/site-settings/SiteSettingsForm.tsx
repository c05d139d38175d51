import { BRAND_RADIUS_RANGE, CARD_SHADOWS, FONT_FACES, FONTS, shownImageUrl, siteTheme } from '@idx/domain'
import { Style } from '@idx/ui'
import { useId, useMemo } from 'react'
import { Field, Form, useField } from 'react-final-form'
import { FILTER_EDITOR_CSS } from '../filter-editor/filter-editor-styles.js'
import { VersionHistory, type SavedVersion } from '../filter-editor/VersionHistory.js'
import {
  changedSettings,
  formValuesOf,
  settingsOf,
  siteSettingsErrors,
  type SiteSettings,
  type SiteSettingsFormValues,
} from './site-settings-form-values.js'
import { SITE_ADMIN_CSS } from './site-settings-styles.js'

/** Where the last save is: nothing yet, on its way, done, refused, or refused as stale. */
export type SiteSettingsSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict'

/** Field errors a refused save answers (the server's, by field name). */
export type SiteSettingsFieldErrors = Partial<Record<keyof SiteSettings, string>>

export interface SiteSettingsFormProps {
  /** The saved settings; null while they load or when they failed to. */
  readonly settings: SiteSettings | null
  /** 'loading' and 'error' show a message in place of the form. */
  readonly state?: 'loading' | 'error' | 'ready'
  readonly saveState?: SiteSettingsSaveState
  /** Why the last save failed or conflicted, as the server said it. */
  readonly saveMessage?: string | null
  /**
   * Saves the changed settings (only those that differ from `settings`). Resolve with field
   * errors (by field name) for a save the server refused for them, else nothing.
   */
  readonly onSave: (changes: Partial<SiteSettings>) => Promise<SiteSettingsFieldErrors | void> | void
  /** After a conflict: load the settings someone else saved. */
  readonly onReload?: () => void
  /** The saved versions (newest first) with restore; omit to show no history. */
  readonly versions?: {
    readonly list: readonly SavedVersion[]
    readonly state?: 'loading' | 'error' | 'ready'
    readonly currentVersion?: number
    readonly onRestore: (version: number) => void
    readonly restoring?: number | null
  }
}

const SAVED_TEXT = 'Site settings were updated successfully'

const FEATURES: { name: keyof SiteSettingsFormValues; label: string; hint: string }[] = [
  {
    name: 'idx_listing_agent_card',
    label: 'Listing agent card',
    hint: "A listing's page shows its listing agent with their photo and contact details.",
  },
  {
    name: 'assign_agent_at_signup',
    label: 'Choose an agent at sign-up',
    hint: 'New visitors are asked whether they work with an agent, and may pick one.',
  },
  { name: 'sso_login', label: 'Single sign-on', hint: "Sign-in offers the brokerage's own single sign-on." },
]

/**
 * The site's settings for its administrators, in sections: Brand (name, logo with a preview,
 * colours), Legal (the IDX disclaimer and the privacy and terms links), Features (switches, each
 * with what it does) and Embedding (parent-page origins and OAuth redirect URIs, one per line).
 * Checks each value as the server does before saving; shows saving, saved, failed and conflict,
 * and the saved versions with restore.
 *
 * @example
 * <SiteSettingsForm settings={settings} saveState="idle" onSave={(changes) => save(changes)} />
 */
export function SiteSettingsForm(props: SiteSettingsFormProps) {
  const { settings, state = 'ready' } = props
  return (
    <div className="idx-site-settings">
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <Style id="idx-site-admin" css={SITE_ADMIN_CSS} precedence="idx-admin-editor" />
      {state === 'loading' ? (
        <p role="status">Loading the site settings…</p>
      ) : state === 'error' || settings === null ? (
        <p role="alert" className="idx-site-settings__error">
          The site settings could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <SettingsForm {...props} settings={settings} />
      )}
      {props.versions && (
        <VersionHistory
          versions={props.versions.list}
          state={props.versions.state ?? 'ready'}
          {...(props.versions.currentVersion === undefined ? {} : { currentVersion: props.versions.currentVersion })}
          onRestore={props.versions.onRestore}
          restoring={props.versions.restoring ?? null}
          restores="the site's saved settings"
        />
      )}
    </div>
  )
}

function SettingsForm({
  settings,
  saveState = 'idle',
  saveMessage = null,
  onSave,
  onReload,
}: SiteSettingsFormProps & { settings: SiteSettings }) {
  const initialValues = useMemo(() => formValuesOf(settings), [settings])
  return (
    <Form<SiteSettingsFormValues>
      initialValues={initialValues}
      validate={siteSettingsErrors}
      onSubmit={async (values) => {
        const errors = await onSave(changedSettings(settings, settingsOf(values)))
        return errors ?? undefined
      }}
      render={({ handleSubmit, dirty, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Site settings">
          <fieldset className="idx-site-settings__section">
            <legend>Brand</legend>
            <TextInput name="name" label="Site name" hint="Shown in the page titles and the header of the site." />
            <LogoInput />
            <ColourInput
              name="primary_color"
              label="Brand colour"
              hint="Buttons, links and the focus ring. Six hex digits after #; empty for the default."
            />
            <ColourInput
              name="accent_color"
              label="Accent colour"
              hint="The heart and 'Saved' of saved homes. Six hex digits after #; empty for the default."
            />
            <FontSelect />
            <TextInput
              name="favicon_url"
              label="Site icon"
              hint="The browser tab's icon: a square image, an https:// address or a path on this site. Empty: a house in the brand colour."
            />
            <RadiusInput />
            <CardShadowSelect />
          </fieldset>
          <fieldset className="idx-site-settings__section">
            <legend>Legal</legend>
            <Toggle
              name="disclaimer_enabled"
              label="Show the IDX disclaimer"
              hint="The MLS disclaimer shows under search results and listings."
            />
            <TextInput name="disclaimer_template" label="Disclaimer template" multiline />
            <TextInput name="privacy_policy_url" label="Privacy policy link" hint="An https:// address or a path." />
            <TextInput name="terms_of_use_url" label="Terms of use link" hint="An https:// address or a path." />
          </fieldset>
          <fieldset className="idx-site-settings__section">
            <legend>Features</legend>
            {FEATURES.map((feature) => (
              <Toggle key={feature.name} {...feature} />
            ))}
            <TextInput
              name="front_facing_site_idx_prefix"
              label="Your page with the search"
              hint="The https:// address of your page that embeds the search, e.g. https://broker.example/homes: links in e-mails and texts open it there. A path such as /idx changes no link."
            />
          </fieldset>
          <fieldset className="idx-site-settings__section">
            <legend>Embedding</legend>
            <TextInput
              name="embed_origins"
              label="Sites allowed to embed the search"
              hint="One origin per line, e.g. https://www.broker.example (https, no path; http only for localhost)."
              multiline
            />
            <TextInput
              name="redirect_uris"
              label="Sign-in redirect URIs"
              hint="One URL per line, e.g. https://www.broker.example/app/oauth/callback."
              multiline
            />
          </fieldset>
          <div className="idx-site-settings__bar">
            <button type="submit" className="idx-fde__button idx-fde__button--primary" disabled={submitting || !dirty}>
              {submitting || saveState === 'saving' ? 'Saving…' : 'Save settings'}
            </button>
            {dirty && !submitting && (
              <button type="button" className="idx-fde__button idx-fde__button--quiet" onClick={() => form.reset()}>
                Discard changes
              </button>
            )}
            <SaveStatus state={saveState} message={saveMessage} onReload={onReload} />
          </div>
        </form>
      )}
    />
  )
}

function SaveStatus({
  state,
  message,
  onReload,
}: {
  state: SiteSettingsSaveState
  message: string | null
  onReload: (() => void) | undefined
}) {
  if (state === 'idle' || state === 'saving') return <p role="status" className="idx-fde__hint" />
  if (state === 'saved') {
    return (
      <p role="status" className="idx-fde__status" data-status="saved">
        {SAVED_TEXT}
      </p>
    )
  }
  return (
    <div role="alert" className="idx-fde__status" data-status={state}>
      <p>
        {state === 'conflict'
          ? (message ?? 'Someone else saved the site settings after you opened them.')
          : `There was a problem saving the site settings${message ? `: ${message}` : '.'}`}
      </p>
      {state === 'conflict' && onReload && (
        <button type="button" className="idx-fde__button" onClick={onReload}>
          Reload their changes
        </button>
      )}
    </div>
  )
}

/** A field's error once touched, or the server's from the last save. */
function useFieldError(name: string) {
  const { meta } = useField(name, {
    subscription: { error: true, submitError: true, touched: true, dirtySinceLastSubmit: true },
  })
  const error = meta.touched ? (meta.error as string | undefined) : undefined
  const submitError = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined)
  return error ?? submitError
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="idx-site-settings__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="idx-site-settings__error">
          {error}
        </p>
      )}
    </>
  )
}

const describedBy = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

function TextInput({
  name,
  label,
  hint,
  multiline = false,
}: {
  name: keyof SiteSettingsFormValues
  label: string
  hint?: string
  multiline?: boolean
}) {
  const id = useId()
  const error = useFieldError(name)
  const common = {
    id,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
  return (
    <div className="idx-site-settings__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <Field<string> name={name} component="textarea" rows={3} {...common} />
      ) : (
        <Field<string> name={name} component="input" type="text" {...common} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** The site fonts by the names visitors see them in (Typold, on no registry, is drawn with Raleway). */
const FONT_OPTIONS = FONTS.map((font) => ({
  value: font,
  label: font === 'typold' ? 'Typold (drawn with Raleway)' : FONT_FACES[font].family,
}))

function FontSelect() {
  const id = useId()
  const error = useFieldError('font')
  return (
    <div className="idx-site-settings__field">
      <label htmlFor={id}>Font</label>
      <Field<string>
        name="font"
        component="select"
        id={id}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, 'x', error)}
      >
        <option value="">The visitor's system font</option>
        {FONT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
      <FieldMessages
        id={id}
        hint="Every page of the site, served by the site itself; an embed's font parameter overrides it."
        error={error}
      />
    </div>
  )
}

function RadiusInput() {
  const id = useId()
  const error = useFieldError('radius')
  const hint = `Cards, buttons, fields and dialogs, in px from ${BRAND_RADIUS_RANGE.min} (square) to ${BRAND_RADIUS_RANGE.max}. Empty: the default (8).`
  return (
    <div className="idx-site-settings__field">
      <label htmlFor={id}>Corner radius</label>
      <Field<string>
        name="radius"
        component="input"
        type="number"
        inputMode="numeric"
        min={BRAND_RADIUS_RANGE.min}
        max={BRAND_RADIUS_RANGE.max}
        step={1}
        id={id}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** The card shadows by what an admin sees (CARD_SHADOWS' names). */
const CARD_SHADOW_LABELS: Record<keyof typeof CARD_SHADOWS, string> = {
  none: 'None (a border only)',
  soft: 'Soft',
  strong: 'Strong',
}

function CardShadowSelect() {
  const id = useId()
  const error = useFieldError('card_shadow')
  const hint = "The listing cards' shadow on the search, a collection and the map."
  return (
    <div className="idx-site-settings__field">
      <label htmlFor={id}>Card shadow</label>
      <Field<string>
        name="card_shadow"
        component="select"
        id={id}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">The default (none)</option>
        {(Object.keys(CARD_SHADOWS) as (keyof typeof CARD_SHADOWS)[]).map((name) => (
          <option key={name} value={name}>
            {CARD_SHADOW_LABELS[name]}
          </option>
        ))}
      </Field>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

function LogoInput() {
  const { input } = useField<string>('logo_url', { subscription: { value: true } })
  const shown = shownImageUrl(input.value)
  return (
    <div className="idx-site-settings__logo">
      <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
        <TextInput
          name="logo_url"
          label="Logo URL"
          hint="An https:// address or a path on this site, e.g. /logos/acme.svg."
        />
      </div>
      {shown ? <img src={shown} alt="Logo preview" /> : <span className="idx-site-settings__hint">No logo</span>}
    </div>
  )
}

function ColourInput({ name, label, hint }: { name: 'primary_color' | 'accent_color'; label: string; hint: string }) {
  const id = useId()
  const { input } = useField<string>(name, { subscription: { value: true } })
  const error = useFieldError(name)
  const valid = /^#[0-9a-fA-F]{6}$/.test(input.value)
  // A colour that would not read on white is kept but not used (siteTheme): say so before saving.
  const warning = valid ? (siteTheme({ [name]: input.value }).warnings[0] ?? null) : null
  return (
    <div className="idx-site-settings__field">
      <label htmlFor={id}>{label}</label>
      <div className="idx-site-settings__colour">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? input.value.toLowerCase() : '#000000'}
          onChange={(event) => input.onChange(event.target.value)}
        />
        <Field<string>
          name={name}
          component="input"
          type="text"
          id={id}
          placeholder="#rrggbb"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={[describedBy(id, 'x', error), warning && !error ? `${id}-warning` : '']
            .filter(Boolean)
            .join(' ')}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
      {warning && !error && (
        <p id={`${id}-warning`} className="idx-site-settings__warning" role="status">
          {warning}
        </p>
      )}
    </div>
  )
}

function Toggle({ name, label, hint }: { name: keyof SiteSettingsFormValues; label: string; hint: string }) {
  const id = useId()
  return (
    <div className="idx-site-settings__toggle">
      <Field<boolean> name={name} component="input" type="checkbox" id={id} aria-describedby={`${id}-hint`} />
      <label htmlFor={id} className="idx-site-settings__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="idx-site-settings__hint">
        {hint}
      </p>
    </div>
  )
}
