import { acceptsPriceKey, formatPriceBound, listboxMove, priceDigits } from '@idx/domain'
import type { PriceSide } from '@idx/domain'
import { useId, useMemo, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useField, useForm } from 'react-final-form'
import { useActiveOption } from './useActiveOption.js'

export interface PriceBoundInputProps {
  side: PriceSide
  label: string
  /** The first entry, which clears the bound ('No Min' / 'No Max'). */
  emptyLabel: string
  /** The prices to list (keep the array stable between renders: a new list resets the active option). */
  options: readonly number[]
  disabled: boolean
  describedBy: string
  invalid: boolean
  /** Called before each change, so the range check knows which side was edited. */
  onEdit: (side: PriceSide) => void
  className?: string
}

/**
 * One side of the price dropdown: an editable combobox (APG) over the price list.
 * Only digits, Backspace, Delete and Enter edit it (`acceptsPriceKey`); Tab, arrows
 * and shortcuts pass. Picking a price filters at once; a typed price waits for Enter.
 * While typing it shows the bare digits, otherwise the price as money.
 */
export function PriceBoundInput({
  side,
  label,
  emptyLabel,
  options,
  disabled,
  describedBy,
  invalid,
  onEdit,
  className,
}: PriceBoundInputProps) {
  const id = useId()
  const listboxId = `${id}-listbox`
  const form = useForm()
  const { input } = useField<string>(side, { subscription: { value: true } })
  // While typing the box shows the bare digits; otherwise the price as money.
  const [typing, setTyping] = useState(false)
  const [open, setOpen] = useState(false)
  const entries = useMemo(() => [null, ...options], [options])
  const { active, setActive, move } = useActiveOption(entries)
  const digits = input.value ?? ''
  const shown = typing || digits === '' ? digits : formatPriceBound(Number(digits))
  const optionId = (index: number) => `${id}-option-${index}`

  function choose(value: number | null) {
    onEdit(side)
    setTyping(false)
    form.change(side, value === null ? '' : String(value))
    setOpen(false)
    setActive(null)
    void form.submit()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const direction = listboxMove(event.key)
    if (direction) {
      event.preventDefault()
      setOpen(true)
      move(direction)
      return
    }
    switch (event.key) {
      case 'Enter': {
        event.preventDefault()
        if (open && active !== null) return choose(entries[active] ?? null)
        setOpen(false)
        setTyping(false)
        void form.submit()
        return
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(null)
        }
        return
      case 'Tab':
        setOpen(false)
        return
    }
    const edits = event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete'
    if (edits && !acceptsPriceKey(event.key)) event.preventDefault()
  }

  return (
    <div className={['idx-price__side', className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="idx-select"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="none"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active !== null ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={emptyLabel}
        disabled={disabled}
        value={shown}
        onChange={(event) => {
          onEdit(side)
          setTyping(true)
          input.onChange(priceDigits(event.target.value))
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setTyping(false)
          setOpen(false)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={listboxId} role="listbox" aria-label={label} className="idx-price__listbox" hidden={!open}>
        {entries.map((value, index) => (
          <li
            key={value ?? 'none'}
            id={optionId(index)}
            role="option"
            aria-selected={active === index}
            className="idx-price__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(value)}
          >
            {value === null ? emptyLabel : formatPriceBound(value)}
          </li>
        ))}
      </ul>
    </div>
  )
}
