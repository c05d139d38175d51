import { IMAGE_SIZES, cardPhotoUrls, listingTitle } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { DetailStyles } from './DetailStyles.js'
import { ASYNC_FAILURE_MESSAGE, PASSWORD_GATE_TITLE, UNLOCK_LABEL, WRONG_PASSWORD_MESSAGE } from './messages.js'

/** What the server said about a password that did not unlock: e.g. throttled, with its message. */
export type PasswordGateError = { message: string }

/** The answer of `onUnlock`: `true` unlocked, `false` a wrong password, or an error to show. */
export type PasswordGateAnswer = boolean | PasswordGateError

export interface PasswordGateProps {
  /**
   * Checks the typed password (the server does: the listing's password never reaches the
   * browser). Resolves `true` when it unlocked (the host then shows the listing), `false` for a
   * wrong password (the input is cleared and the gate says so), or `{ message }` to show as is
   * (throttled). A rejection reads 'Oops, Something went wrong...'.
   */
  onUnlock: (password: string) => Promise<PasswordGateAnswer>
  /**
   * The locked listing, so the visitor sees which home the password is for: its cover photo (the
   * one photo a locked listing shows) and its address (street, or 'Undisclosed Address', and city).
   */
  listing?: Listing | null
  /** The level of the gate's heading. */
  headingLevel?: 1 | 2 | 3
  className?: string
}

type GateState = { status: 'idle' } | { status: 'checking' } | { status: 'refused'; message: string }

/**
 * The password gate of a protected listing (spec section 2): the home's cover photo and address,
 * 'Enter the password to view the price and pictures of this property!', a labelled password
 * field and Unlock (Enter unlocks too). A wrong attempt clears the input and is announced
 * (role=alert); a throttled answer shows its message.
 *
 * @example
 * <PasswordGate listing={listing} onUnlock={(password) => unlockListing(listing.id, password)} />
 */
export function PasswordGate({ onUnlock, listing, headingLevel = 2, className }: PasswordGateProps) {
  const titleId = useId()
  const inputId = useId()
  const alertId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [password, setPassword] = useState('')
  const [state, setState] = useState<GateState>({ status: 'idle' })
  const Heading = `h${headingLevel}` as const

  async function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'checking' || password === '') return
    setState({ status: 'checking' })
    let answer: PasswordGateAnswer
    try {
      answer = await onUnlock(password)
    } catch {
      answer = { message: ASYNC_FAILURE_MESSAGE }
    }
    if (answer === true) {
      setState({ status: 'idle' })
      return
    }
    // A wrong password is cleared (spec section 4) so the next attempt starts blank.
    if (answer === false) setPassword('')
    setState({ status: 'refused', message: answer === false ? WRONG_PASSWORD_MESSAGE : answer.message })
    input.current?.focus()
  }

  const message = state.status === 'refused' ? state.message : null
  const cover = listing ? cardPhotoUrls(listing, IMAGE_SIZES.gallery)[0] : undefined
  const title = listing ? listingTitle(listing) : null
  const place = listing?.subtitle?.trim()
  return (
    <section className={['idx-gate', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <DetailStyles />
      {listing ? (
        <div className="idx-gate__media">
          {cover ? (
            <img
              className="idx-gate__photo idx-gate__photo--shown"
              src={cover}
              alt={`Cover photo of ${title ?? ''}`}
              width={IMAGE_SIZES.gallery.width}
              height={IMAGE_SIZES.gallery.height}
            />
          ) : null}
        </div>
      ) : null}
      <div className="idx-gate__body">
        {listing ? (
          // Which home this is (the server titles a listing that hides its street 'Undisclosed Address').
          <p className="idx-gate__home">
            <span className="idx-gate__street">{title}</span>
            {place ? <span className="idx-gate__place">{place}</span> : null}
          </p>
        ) : null}
        <Heading id={titleId} className="idx-gate__title">
          {PASSWORD_GATE_TITLE}
        </Heading>
        <form className="idx-gate__form" onSubmit={unlock} aria-busy={state.status === 'checking'} noValidate>
          <label className="idx-gate__label" htmlFor={inputId}>
            Password
          </label>
          <input
            ref={input}
            id={inputId}
            className="idx-gate__input"
            type="password"
            name="password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? alertId : undefined}
          />
          <button
            type="submit"
            className="idx-detail__button idx-detail__button--primary"
            disabled={state.status === 'checking'}
          >
            {UNLOCK_LABEL}
          </button>
        </form>
        <p id={alertId} className="idx-gate__alert" role="alert">
          {message}
        </p>
      </div>
    </section>
  )
}
