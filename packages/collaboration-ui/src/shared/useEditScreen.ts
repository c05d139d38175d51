import { useEffect, useRef, useState } from 'react'

/**
 * What an edit screen (a collection's, a saved search's) shares: its name field focused on open,
 * and a delete that asks first (`confirming` opens the confirm modal; `confirmDelete` runs the
 * delete, busy meanwhile, and closes the modal once it is done).
 */
export function useEditScreen(onDelete: (() => void | Promise<void>) | undefined) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)

  useEffect(function focusNameOnOpen() {
    rootRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [])

  async function confirmDelete() {
    setDeleting(true)
    try {
      await onDelete?.()
      setConfirming(false)
    } finally {
      setDeleting(false)
    }
  }

  return { rootRef, confirming, setConfirming, deleting, confirmDelete }
}
