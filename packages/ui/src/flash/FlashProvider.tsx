import { createContext, useCallback, useContext, useState } from 'react'
import type { ReactNode } from 'react'
import { FlashRegion } from './FlashRegion.js'
import type { FlashKind, FlashMessage } from './FlashRegion.js'

/** Shows a flash message: `flash('You are logged in!')`, `flash('Failed to log in.', 'error')`. */
export type Flash = (text: string, kind?: FlashKind) => void

const FlashContext = createContext<Flash>(() => undefined)

/** The `flash` of the nearest `FlashProvider` (outside one it does nothing). */
export function useFlash(): Flash {
  return useContext(FlashContext)
}

let nextId = 1

/**
 * Holds the page's flash messages and renders their `FlashRegion` after `children`. Each message
 * shows for `FLASH.timeoutMs` (spec §9: 3000 ms, not sticky).
 *
 * @example
 * <FlashProvider><App /></FlashProvider> // in App: const flash = useFlash(); flash('Your account has been updated')
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<FlashMessage[]>([])
  const flash = useCallback<Flash>((text, kind = 'success') => {
    const id = nextId++
    setMessages((current) => [...current, { id, text, kind }])
  }, [])
  const expire = useCallback((id: number) => setMessages((current) => current.filter((m) => m.id !== id)), [])
  return (
    <FlashContext.Provider value={flash}>
      {children}
      <FlashRegion messages={messages} onExpire={expire} />
    </FlashContext.Provider>
  )
}
