import { Dialog, Style } from '@idx/ui'
import type { Mutator } from 'final-form'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Form, useField } from 'react-final-form'
import type { FormRenderProps } from 'react-final-form'
import type { LocateAddress, PocketListingMapOptions } from './AddressPin.js'
import type { SearchAgents } from './AgentPicker.js'
import { BasicsStep } from './BasicsStep.js'
import type { PocketListingFeed } from './BasicsStep.js'
import { DescriptionStep } from './DescriptionStep.js'
import { PhotoUploader } from './PhotoUploader.js'
import type { PhotoUploaderProps } from './PhotoUploader.js'
import { POCKET_LISTING_WIZARD_CSS } from './pocket-listing-styles.js'
import {
  firstInvalidStep,
  formValuesOf,
  payloadOf,
  POCKET_LISTING_STEPS,
  STEP_FIELDS,
  wizardErrors,
} from './pocket-listing-wizard-values.js'
import type {
  PocketListingPayload,
  PocketListingPosition,
  PocketListingRecord,
  PocketListingStep,
  PocketListingWizardValues,
} from './pocket-listing-wizard-values.js'

/** What a save or a delete answers: the server's error details, when it refused. */
export type PocketListingResult = { errors?: readonly string[] } | void

export interface PocketListingWizardProps {
  /** The saved listing being edited; null or absent: a new listing (is_pocket true, require_photos false). */
  listing?: PocketListingRecord | null
  /**
   * What a new listing starts with besides the defaults (e.g. the site's only MLS feed); read once,
   * as the form starts: pass the same object while the wizard stays.
   */
  defaults?: PocketListingRecord | null
  /** The step shown (0 Basics, 1 Photos, 2 Description): the host keeps it, e.g. in the URL. */
  step: PocketListingStep
  onStepChange: (step: PocketListingStep) => void
  /** The MLS feeds the listing may belong to (the select's options). */
  feeds: readonly PocketListingFeed[]
  /** The feed's agents matching a name (first page, 20), for the agents picker. */
  searchAgents: SearchAgents
  /** Places the address from the market's own places; null when it cannot. */
  locate: LocateAddress
  /** Where the map looks before the address is placed (the market's centre). */
  mapCenter?: PocketListingPosition
  /** The basemap, as the host configures its maps. */
  map?: PocketListingMapOptions
  /** Uploads one photo (PhotoUploader's contract). */
  uploadPhoto: PhotoUploaderProps['uploadPhoto']
  /** A saved photo's thumbnail (the API's photo_previews). */
  previewUrl?: PhotoUploaderProps['previewUrl']
  /** Saves the listing; resolve with `errors` (the server's details) when refused. */
  onSubmit: (listing: PocketListingPayload) => Promise<PocketListingResult>
  /** Deletes the saved listing (after the confirm); Delete shows only with it and a `listing`. */
  onDelete?: () => Promise<PocketListingResult>
}

/** The delete confirmation's question (spec: Pocket listings). */
export const DELETE_LISTING_QUESTION = 'Are you sure you want to delete this listing?'

/** Said when a save or delete failed without the server's details. */
const FAILED_TEXT = 'Oops, Something went wrong...'

type WizardMutators = { touch: (names: readonly string[]) => void }

/** Marks fields touched, so their messages show (a step that refused to move on). */
const touch: Mutator<PocketListingWizardValues> = ([names], state) => {
  for (const name of names as readonly string[]) {
    const field = state.fields[name]
    if (field) field.touched = true
  }
}

/**
 * The pocket-listing wizard of the Listings Manager: Basics (MLS feed, agents, type, price,
 * status, address placed on a map), Photos (PhotoUploader) and Description, with a step
 * indicator, Back / Next and Save on every step. Moving ahead checks the steps passed (every rule
 * of @idx/domain's validatePocketListing, and a position on the map), marks their messages and
 * goes to the first step with one; Save checks all steps the same way, then sends the listing
 * (agent ids as integers) and lists the server's error details in a red box. Every step stays
 * mounted (hidden when not shown), so uploads and the map survive moving between steps. Delete
 * (editing only) asks 'Are you sure you want to delete this listing?'.
 *
 * @example
 * <PocketListingWizard step={step} onStepChange={setStep} feeds={[{ data_source_name: 'actris' }]}
 *   searchAgents={search} locate={locate} uploadPhoto={upload} onSubmit={save} />
 */
export function PocketListingWizard(props: PocketListingWizardProps) {
  const { listing, defaults } = props
  const initialValues = useMemo(() => formValuesOf(listing ?? defaults), [listing, defaults])
  const [serverErrors, setServerErrors] = useState<readonly string[]>([])
  return (
    <div className="idx-plw">
      <Style id="idx-pocket-listing-wizard" css={POCKET_LISTING_WIZARD_CSS} precedence="idx-admin-editor" />
      <Form<PocketListingWizardValues>
        initialValues={initialValues}
        validate={(values) => wizardErrors(values) as Record<string, string>}
        mutators={{ touch }}
        onSubmit={async (values) => {
          setServerErrors([])
          try {
            const result = await props.onSubmit(payloadOf(values))
            if (result?.errors && result.errors.length > 0) setServerErrors(result.errors)
          } catch (error) {
            setServerErrors([error instanceof Error && error.message ? error.message : FAILED_TEXT])
          }
        }}
        render={(form) => (
          <WizardForm {...props} form={form} serverErrors={serverErrors} setServerErrors={setServerErrors} />
        )}
      />
    </div>
  )
}

function WizardForm({
  form: { handleSubmit, submitting, form },
  serverErrors,
  setServerErrors,
  listing,
  step,
  onStepChange,
  feeds,
  searchAgents,
  locate,
  mapCenter,
  map,
  uploadPhoto,
  previewUrl,
  onDelete,
}: PocketListingWizardProps & {
  form: FormRenderProps<PocketListingWizardValues>
  serverErrors: readonly string[]
  setServerErrors: (errors: readonly string[]) => void
}) {
  const titleId = useId()
  const rootRef = useRef<HTMLFormElement>(null)
  const [focusInvalid, setFocusInvalid] = useState(0)
  const shownStep = useRef(step)
  const mutators = form.mutators as unknown as WizardMutators
  const editing = Boolean(listing)

  /** Refuses to pass a step with a broken rule: shows its messages there and focuses the first. */
  function checkBefore(target: number): boolean {
    const invalid = firstInvalidStep(form.getState().values, target)
    if (invalid === null) return true
    mutators.touch(STEP_FIELDS[invalid])
    if (invalid !== step) onStepChange(invalid)
    setFocusInvalid((n) => n + 1)
    return false
  }

  function goTo(target: PocketListingStep) {
    if (target === step) return
    if (target > step && !checkBefore(target)) return
    onStepChange(target)
  }

  useEffect(
    function focusFirstInvalidField() {
      if (focusInvalid === 0) return
      const section = rootRef.current?.querySelector<HTMLElement>(`[data-step="${step}"]`)
      section?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    },
    // After the step with the message shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [focusInvalid],
  )

  useEffect(
    function focusNewStepHeading() {
      if (shownStep.current === step) return
      shownStep.current = step
      if (rootRef.current?.contains(document.activeElement) && document.activeElement?.getAttribute('aria-invalid'))
        return
      rootRef.current?.querySelector<HTMLElement>(`[data-step="${step}"] h2`)?.focus()
    },
    [step],
  )

  return (
    <form
      ref={rootRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        if (checkBefore(POCKET_LISTING_STEPS.length)) void handleSubmit(event)
      }}
    >
      <h1 id={titleId} className="idx-plw__title" style={{ margin: 0, fontSize: '1.375rem' }}>
        {editing ? 'Edit listing' : 'New listing'}
      </h1>
      <StepIndicator step={step} onSelect={goTo} />
      {serverErrors.length > 0 && (
        <div role="alert" className="idx-plw__server-errors">
          <ul>
            {serverErrors.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        </div>
      )}
      <section data-step={0} hidden={step !== 0} aria-labelledby={`${titleId}-0`}>
        <StepHeading id={`${titleId}-0`} step={0} />
        <BasicsStep
          feeds={feeds}
          feedLocked={Boolean(listing?.data_source_name)}
          searchAgents={searchAgents}
          locate={locate}
          mapCenter={mapCenter}
          map={map}
        />
      </section>
      <section data-step={1} hidden={step !== 1} aria-labelledby={`${titleId}-1`}>
        <StepHeading id={`${titleId}-1`} step={1} />
        <PhotosStep uploadPhoto={uploadPhoto} previewUrl={previewUrl} />
      </section>
      <section data-step={2} hidden={step !== 2} aria-labelledby={`${titleId}-2`}>
        <StepHeading id={`${titleId}-2`} step={2} />
        <DescriptionStep />
      </section>
      <div className="idx-plw__bar">
        {editing && onDelete && <DeleteListing onDelete={onDelete} setServerErrors={setServerErrors} />}
        <div className="idx-plw__bar-end">
          {step > 0 && (
            <button type="button" className="idx-plw__button" onClick={() => goTo((step - 1) as PocketListingStep)}>
              Back
            </button>
          )}
          {step < POCKET_LISTING_STEPS.length - 1 && (
            <button type="button" className="idx-plw__button" onClick={() => goTo((step + 1) as PocketListingStep)}>
              Next
            </button>
          )}
          <button type="submit" className="idx-plw__button idx-plw__button--primary" disabled={submitting}>
            {submitting ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </form>
  )
}

function StepHeading({ id, step }: { id: string; step: PocketListingStep }) {
  return (
    <h2 id={id} tabIndex={-1} style={{ margin: '0 0 0.75rem', fontSize: '1.125rem' }}>
      Step {step + 1} of {POCKET_LISTING_STEPS.length}: {POCKET_LISTING_STEPS[step]}
    </h2>
  )
}

/** The steps as a list of buttons; the shown one is `aria-current="step"`. */
function StepIndicator({ step, onSelect }: { step: PocketListingStep; onSelect: (step: PocketListingStep) => void }) {
  return (
    <nav aria-label="Wizard steps">
      <ol className="idx-plw__steps">
        {POCKET_LISTING_STEPS.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className="idx-plw__step"
              aria-current={index === step ? 'step' : undefined}
              data-done={index < step}
              onClick={() => onSelect(index as PocketListingStep)}
            >
              <span className="idx-plw__step-number" aria-hidden="true">
                {index + 1}
              </span>
              {name}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function PhotosStep({
  uploadPhoto,
  previewUrl,
}: {
  uploadPhoto: PhotoUploaderProps['uploadPhoto']
  previewUrl: PhotoUploaderProps['previewUrl']
}) {
  const { input } = useField<readonly string[]>('photo_urls', { subscription: { value: true } })
  return (
    <PhotoUploader
      photoUrls={input.value ?? []}
      onChange={(urls) => input.onChange(urls)}
      uploadPhoto={uploadPhoto}
      {...(previewUrl ? { previewUrl } : {})}
    />
  )
}

function DeleteListing({
  onDelete,
  setServerErrors,
}: {
  onDelete: () => Promise<PocketListingResult>
  setServerErrors: (errors: readonly string[]) => void
}) {
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function confirm() {
    setDeleting(true)
    setServerErrors([])
    try {
      const result = await onDelete()
      if (result?.errors && result.errors.length > 0) setServerErrors(result.errors)
    } catch (error) {
      setServerErrors([error instanceof Error && error.message ? error.message : FAILED_TEXT])
    } finally {
      setDeleting(false)
      setOpen(false)
    }
  }

  return (
    <>
      <button type="button" className="idx-plw__button idx-plw__button--danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onClose={() => {
          if (!deleting) setOpen(false)
        }}
        labelledBy={titleId}
        className="idx-plw__dialog"
      >
        <h2 id={titleId}>{DELETE_LISTING_QUESTION}</h2>
        <div className="idx-plw__dialog-actions">
          <button type="button" className="idx-plw__button" disabled={deleting} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="idx-plw__button idx-plw__button--danger-solid"
            disabled={deleting}
            onClick={() => void confirm()}
          >
            {deleting ? 'Deleting…' : 'Delete listing'}
          </button>
        </div>
      </Dialog>
    </>
  )
}
