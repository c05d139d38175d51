import { stepIndex } from '@idx/domain'
import type { IndexMove } from '@idx/domain'
import { useCallback, useState } from 'react'

/**
 * The active option of a combobox's listbox (`aria-activedescendant`): moved by
 * `stepIndex`, and cleared whenever `options` is a new list, so a stale index never
 * points into fresh suggestions.
 */
export function useActiveOption(options: readonly unknown[]) {
  const [state, setState] = useState<{ options: readonly unknown[]; active: number | null }>({ options, active: null })
  const active =
    state.options === options && state.active !== null && state.active < options.length ? state.active : null
  const setActive = useCallback((index: number | null) => setState({ options, active: index }), [options])
  const move = useCallback(
    (direction: IndexMove) => setState({ options, active: stepIndex(active, options.length, direction) }),
    [options, active],
  )
  return { active, setActive, move }
}
