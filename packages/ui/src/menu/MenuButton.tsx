import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { Style } from '../theme/Style.js'
import { FOCUS_RING, THEME } from '../theme/theme.js'

/** One choice of a menu: a radio item, checked when it is the current value. */
export type MenuItem = { id: string; label: string; checked: boolean; onSelect: () => void }

/** A labelled run of radio items (the menu's 'Sort' and 'View' parts). */
export type MenuGroup = { id: string; label: string; items: readonly MenuItem[] }

export interface MenuButtonProps {
  /** The button's visible content; it is also its accessible name unless `buttonLabel` is set. */
  button: ReactNode
  buttonLabel?: string
  groups: readonly MenuGroup[]
  /** Show each group's label above its items (menus with more than one group). */
  showGroupLabels?: boolean
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end'
  className?: string
}

const CSS = `
.idx-menu { position: relative; display: inline-block; font-family: ${THEME.font}; }
.idx-menu__button {
  display: inline-flex; align-items: center; gap: 0.375rem; min-height: 2.25rem; padding: 0.375rem 0.75rem;
  border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface};
  color: ${THEME.text}; font: inherit; font-size: 0.875rem; cursor: pointer;
}
.idx-menu__button:hover { border-color: ${THEME.muted}; }
.idx-menu__button:focus-visible, .idx-menu__item:focus-visible { ${FOCUS_RING} }
.idx-menu__chevron { font-size: 0.75em; }
.idx-menu__list {
  position: absolute; z-index: 30; top: calc(100% + 0.25rem); min-width: 14rem; max-height: 70vh; overflow: auto;
  margin: 0; padding: 0.25rem 0; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius};
  background: ${THEME.surface}; box-shadow: 0 8px 24px rgba(31, 35, 40, 0.16);
}
.idx-menu__list[data-align='start'] { left: 0; }
.idx-menu__list[data-align='end'] { right: 0; }
.idx-menu__group { margin: 0; padding: 0; list-style: none; }
.idx-menu__group + .idx-menu__group-label, .idx-menu__group + .idx-menu__group { border-top: 1px solid ${THEME.border}; }
.idx-menu__group-label {
  padding: 0.5rem 0.75rem 0.25rem; color: ${THEME.muted}; font-size: 0.75rem; font-weight: 600;
  text-transform: uppercase; letter-spacing: 0.04em;
}
.idx-menu__item {
  display: flex; align-items: center; gap: 0.5rem; padding: 0.5rem 0.75rem; color: ${THEME.text};
  font-size: 0.875rem; cursor: pointer; white-space: nowrap;
}
.idx-menu__item:hover, .idx-menu__item:focus { background: ${THEME.subtle}; }
.idx-menu__item:focus-visible { outline-offset: -2px; }
.idx-menu__check { width: 1em; color: ${THEME.accent}; font-weight: 700; }
`

/** The item to focus on opening: the checked one, else the first. */
function initialIndex(items: readonly MenuItem[], from: 'checked' | 'last'): number {
  if (from === 'last') return items.length - 1
  return Math.max(
    0,
    items.findIndex((item) => item.checked),
  )
}

/**
 * A menu button of radio items, after the WAI-ARIA APG menu button pattern: Enter, Space or
 * ArrowDown opens it on the checked item (ArrowUp on the last); in the menu the arrows move
 * and wrap, Home and End jump, a letter moves to the next item starting with it, Enter or
 * Space chooses, Escape closes and returns focus to the button, Tab closes and moves on.
 * A click outside closes it.
 */
export function MenuButton({
  button,
  buttonLabel,
  groups,
  showGroupLabels = false,
  align = 'start',
  className,
}: MenuButtonProps) {
  const id = useId()
  const buttonId = `${id}-button`
  const menuId = `${id}-menu`
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const open = focusIndex !== null
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLLIElement | null)[]>([])
  const items = groups.flatMap((group) => group.items)

  useEffect(
    function focusActiveItem() {
      if (focusIndex !== null) itemRefs.current[focusIndex]?.focus()
    },
    [focusIndex],
  )

  useEffect(
    function closeOnOutsidePointer() {
      if (!open) return
      function onPointerDown(event: PointerEvent) {
        if (!rootRef.current?.contains(event.target as Node)) setFocusIndex(null)
      }
      document.addEventListener('pointerdown', onPointerDown)
      return function stopListening() {
        document.removeEventListener('pointerdown', onPointerDown)
      }
    },
    [open],
  )

  const close = useCallback((returnFocus: boolean) => {
    setFocusIndex(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  function choose(item: MenuItem) {
    close(true)
    item.onSelect()
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setFocusIndex(initialIndex(items, event.key === 'ArrowUp' ? 'last' : 'checked'))
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (focusIndex === null || items.length === 0) return
    const count = items.length
    const move = (index: number) => {
      event.preventDefault()
      setFocusIndex(((index % count) + count) % count)
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(focusIndex + 1)
      case 'ArrowUp':
        return move(focusIndex - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(count - 1)
      case 'Escape':
        event.preventDefault()
        return close(true)
      case 'Tab':
        return close(false)
      case 'Enter':
      case ' ': {
        event.preventDefault()
        const item = items[focusIndex]
        if (item) choose(item)
        return
      }
      default: {
        if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return
        const letter = event.key.toLowerCase()
        for (let step = 1; step <= count; step++) {
          const index = (focusIndex + step) % count
          if (items[index]?.label.toLowerCase().startsWith(letter)) return move(index)
        }
      }
    }
  }

  let flatIndex = 0
  return (
    <div ref={rootRef} className={['idx-menu', className].filter(Boolean).join(' ')}>
      <Style id="idx-menu" css={CSS} />
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="idx-menu__button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setFocusIndex(initialIndex(items, 'checked')))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
        <span className="idx-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="idx-menu__list"
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {groups.map((group) => (
            <GroupBlock key={group.id} label={group.label} showLabel={showGroupLabels}>
              {group.items.map((item) => {
                const index = flatIndex++
                return (
                  <li
                    key={item.id}
                    ref={(element) => {
                      itemRefs.current[index] = element
                    }}
                    role="menuitemradio"
                    aria-checked={item.checked}
                    tabIndex={-1}
                    className="idx-menu__item"
                    onClick={() => choose(item)}
                  >
                    <span className="idx-menu__check" aria-hidden="true">
                      {item.checked ? '✓' : ''}
                    </span>
                    {item.label}
                  </li>
                )
              })}
            </GroupBlock>
          ))}
        </div>
      ) : null}
    </div>
  )
}

function GroupBlock({ label, showLabel, children }: { label: string; showLabel: boolean; children: ReactNode }) {
  return (
    <>
      {showLabel ? (
        // The group is named by aria-label; the visible heading is for sighted users only.
        <div className="idx-menu__group-label" aria-hidden="true">
          {label}
        </div>
      ) : null}
      <ul role="group" aria-label={label} className="idx-menu__group">
        {children}
      </ul>
    </>
  )
}
