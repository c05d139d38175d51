import { useEffect, useMemo, useRef } from 'react'
import {
  createDebouncedSave,
  type DebouncedSave,
  type DebouncedSaveOptions,
} from '../collections/create-debounced-save.js'

/**
 * `createDebouncedSave` for a component: one debounced save for the component's life that
 * always calls the latest `save`, and whose waiting save is dropped on unmount.
 *
 * @example
 * const [updateCollection] = idxApi.useUpdateCollectionMutation()
 * const save = useDebouncedSave((values: CollectionUpdateInput) => updateCollection({ id, ...values }).unwrap())
 * <CollectionEditForm onChange={save} /> // one PATCH 300 ms after the last change
 */
export function useDebouncedSave<TInput, TResult>(
  save: (input: TInput) => Promise<TResult> | TResult,
  options?: DebouncedSaveOptions,
): DebouncedSave<TInput, TResult> {
  const latest = useRef(save)
  useEffect(() => {
    latest.current = save
  })
  const waitMs = options?.waitMs
  const debounced = useMemo(
    () => createDebouncedSave((input: TInput) => latest.current(input), waitMs === undefined ? {} : { waitMs }),
    [waitMs],
  )
  useEffect(
    () =>
      function cancelWaitingSave() {
        debounced.cancel()
      },
    [debounced],
  )
  return debounced
}
