import { DISCLAIMER_STORAGE_KEY, disclaimerStorageValue, readDisclaimerOpen } from '@idx/domain'
import { useCallback, useState } from 'react'
import { browserStorage } from '@idx/app-shell'

function storedDisclaimerOpen(): boolean {
  try {
    return readDisclaimerOpen(JSON.parse(browserStorage('localStorage').getItem(DISCLAIMER_STORAGE_KEY) ?? 'null'))
  } catch {
    return readDisclaimerOpen(null)
  }
}

/**
 * Whether the map's feed disclaimers are open, kept in local storage as the spec says
 * (`disclaimer` = `{disclaimer_open}`, open by default): a visitor who closed them finds them
 * closed on the next visit. Read on the client only: the map is never server rendered.
 */
export function useDisclaimerOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(storedDisclaimerOpen)
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    browserStorage('localStorage').setItem(DISCLAIMER_STORAGE_KEY, JSON.stringify(disclaimerStorageValue(next)))
  }, [])
  return [open, setOpen]
}
