import {
  bestSuggestion,
  flattenSuggestions,
  listboxMove,
  OMNIBOX_PLACEHOLDER,
  omniboxRollUpDelay,
  showsHintSections,
  suggestionsStatusText,
} from '@idx/domain'
import type { Breakpoint, Suggestion, SuggestionSection, SuggestionsState } from '@idx/domain'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { SearchFormStyles } from './SearchFormStyles.js'
import { useActiveOption } from './useActiveOption.js'
import { useBreakpoint } from '@idx/ui'

const NO_SECTIONS: readonly SuggestionSection[] = []

export interface OmniboxProps {
  /** The text in the box (controlled). */
  query: string
  /** Every edit of the text, at once; the host debounces its suggestions request (see README). */
  onQueryChange: (text: string) => void
  /** The suggestion sections for `query`, as `GET suggestions` answers them. */
  sections: readonly SuggestionSection[]
  /** Sections offered while the box is empty (not on small screens), e.g. popular places. */
  hintSections?: readonly SuggestionSection[]
  onSelectSuggestion: (suggestion: Suggestion) => void
  /** Whether `sections` are being fetched, failed, or are the answer for `query`. */
  state?: SuggestionsState
  /** Pins the breakpoint (hint sections never show on 'small'); by default the viewport's. */
  breakpoint?: Breakpoint
  /** The box's accessible name. */
  label?: string
  placeholder?: string
  className?: string
}

/**
 * The search box with suggestions: a WAI-ARIA APG combobox whose listbox groups the
 * suggestions by section. Down/Up move through every section (wrapping), Enter picks
 * the active suggestion, else the best one (the first place, see `bestSuggestion`; pressed
 * while suggestions load, once they come), Escape closes the list and then clears the
 * text, Tab leaves. The list rolls down 50 ms after focus or typing and rolls up 200 ms
 * after the box loses focus. A polite live region announces the number of suggestions.
 *
 * @example
 * <Omnibox query={text} onQueryChange={setText} sections={data ?? []} state={isFetching ? 'loading' : 'ready'}
 *   onSelectSuggestion={(s) => onChange(withSuggestion(filter, s.id))} />
 */
export function Omnibox({
  query,
  onQueryChange,
  sections,
  hintSections = NO_SECTIONS,
  onSelectSuggestion,
  state = 'ready',
  breakpoint: pinnedBreakpoint,
  label = 'Search listings',
  placeholder = OMNIBOX_PLACEHOLDER,
  className,
}: OmniboxProps) {
  const id = useId()
  const inputId = `${id}-input`
  const listboxId = `${id}-listbox`
  const inputRef = useRef<HTMLInputElement>(null)
  const breakpoint = useBreakpoint(pinnedBreakpoint)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The text Enter was pressed on while its suggestions were still loading.
  const enterPressedOn = useRef<string | null>(null)

  const typed = query.trim() !== ''
  const hints = showsHintSections(query, breakpoint)
  const shown = useMemo(
    () => (typed ? sections : hints ? hintSections : NO_SECTIONS),
    [typed, sections, hints, hintSections],
  )
  const options = useMemo(() => flattenSuggestions(shown), [shown])
  const { active, setActive, move } = useActiveOption(options)
  const activeOption = active === null ? undefined : options[active]
  const status = typed ? suggestionsStatusText(state, query, options.length) : ''
  const message = typed && (state !== 'ready' || options.length === 0) ? status : ''
  const expanded = open && options.length > 0
  const popupShown = open && (options.length > 0 || message !== '')

  useEffect(function cancelRollOnUnmount() {
    return () => clearTimeout(timer.current)
  }, [])

  useEffect(
    function scrollActiveIntoView() {
      if (activeOption)
        document.getElementById(optionDomId(id, activeOption.index))?.scrollIntoView?.({ block: 'nearest' })
    },
    [id, activeOption],
  )

  function roll(direction: 'up' | 'down') {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(direction === 'down'), omniboxRollUpDelay(direction))
  }

  const optionId = (index: number) => optionDomId(id, index)

  function pick(suggestion: Suggestion) {
    clearTimeout(timer.current)
    enterPressedOn.current = null
    setOpen(false)
    setActive(null)
    onSelectSuggestion(suggestion)
  }
  const pickRef = useRef(pick)
  pickRef.current = pick

  useEffect(
    function pickBestOnceLoaded() {
      if (enterPressedOn.current === null) return
      if (enterPressedOn.current !== query || state === 'error') enterPressedOn.current = null
      else if (state === 'ready') {
        enterPressedOn.current = null
        const best = bestSuggestion(options)
        if (best) pickRef.current(best.suggestion)
      }
    },
    [query, state, options],
  )

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const direction = listboxMove(event.key)
    if (direction) {
      event.preventDefault()
      clearTimeout(timer.current)
      // Alt+Down opens without moving and Alt+Up closes, as in the APG pattern.
      setOpen(!(event.altKey && direction === 'previous'))
      if (!event.altKey) move(direction)
      return
    }
    switch (event.key) {
      case 'Enter': {
        if (!activeOption && typed && state === 'loading') {
          // Typed fast and pressed Enter: pick the best suggestion as soon as the list has it.
          event.preventDefault()
          enterPressedOn.current = query
          return
        }
        const chosen = activeOption ?? (typed && open ? bestSuggestion(options) : undefined)
        if (chosen) {
          event.preventDefault()
          pick(chosen.suggestion)
        }
        return
      }
      case 'Escape':
        event.preventDefault()
        if (popupShown) {
          clearTimeout(timer.current)
          setOpen(false)
          setActive(null)
        } else if (query !== '') onQueryChange('')
        return
      case 'Tab':
        clearTimeout(timer.current)
        setOpen(false)
        return
    }
  }

  let sectionStart = 0
  return (
    <div className={['idx-sf', 'idx-omnibox', className].filter(Boolean).join(' ')}>
      <SearchFormStyles />
      <label htmlFor={inputId} className={VISUALLY_HIDDEN_CLASS}>
        {label}
      </label>
      <div className="idx-omnibox__field">
        <input
          ref={inputRef}
          id={inputId}
          className="idx-omnibox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={query}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption.index) : undefined}
          onChange={(event) => {
            onQueryChange(event.target.value)
            roll('down')
          }}
          onFocus={() => roll('down')}
          onBlur={() => roll('up')}
          onKeyDown={onKeyDown}
        />
        {query !== '' ? (
          <button
            type="button"
            className="idx-omnibox__clear"
            aria-label="Clear search text"
            onClick={() => {
              onQueryChange('')
              inputRef.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="idx-omnibox__popup" hidden={!popupShown}>
        {popupShown && message !== '' ? (
          <p className="idx-omnibox__message" data-state={state}>
            {message}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label="Suggestions" hidden={!expanded}>
          {shown.map((section, sectionIndex) => {
            if (section.suggestions.length === 0) return null
            const headingId = `${id}-section-${sectionIndex}`
            const first = sectionStart
            sectionStart += section.suggestions.length
            return (
              <div key={`${section.type}-${section.name}`} role="group" aria-labelledby={headingId}>
                <div id={headingId} role="presentation" className="idx-omnibox__heading">
                  {section.name}
                </div>
                {section.suggestions.map((suggestion, offset) => {
                  const index = first + offset
                  return (
                    <div
                      key={suggestion.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={active === index}
                      className="idx-omnibox__option"
                      // Keep focus in the box, so the click lands before the list rolls up.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(suggestion)}
                    >
                      <span className="idx-omnibox__name">{suggestion.name}</span>
                      {suggestion.label && suggestion.label !== suggestion.name ? (
                        <span className="idx-omnibox__label">{suggestion.label}</span>
                      ) : null}
                    </div>
                  )
                })}
              </div>
            )
          })}
        </div>
      </div>
      <div role="status" aria-live="polite" className={VISUALLY_HIDDEN_CLASS}>
        {open ? status : ''}
      </div>
    </div>
  )
}

function optionDomId(base: string, index: number): string {
  return `${base}-option-${index}`
}
