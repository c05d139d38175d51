import { FLASH } from '@idx/domain'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

export type FlashKind = 'success' | 'warning' | 'error'
type FlashMessage = { id: number; text: string; kind: FlashKind }

const FlashContext = createContext<(text: string, kind?: FlashKind) => void>(() => undefined)

/** Shows a message for `FLASH.timeoutMs` (spec §9: 3000 ms, not sticky). */
export function useFlash() {
  return useContext(FlashContext)
}

let nextId = 1

/**
 * Flash messages ('You are logged in!', 'Failed to log in.'): announced politely from a live
 * region that is always in the page, so screen readers hear messages added to it.
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<FlashMessage[]>([])
  const flash = useCallback((text: string, kind: FlashKind = 'success') => {
    const id = nextId++
    setMessages((current) => [...current, { id, text, kind }])
  }, [])
  const value = useMemo(() => flash, [flash])
  return (
    <FlashContext.Provider value={value}>
      {children}
      <div className="flash-messages" role="status" aria-live="polite">
        {messages.map((message) => (
          <FlashItem
            key={message.id}
            message={message}
            onDone={() => setMessages((current) => current.filter((m) => m.id !== message.id))}
          />
        ))}
      </div>
    </FlashContext.Provider>
  )
}

function FlashItem({ message, onDone }: { message: FlashMessage; onDone: () => void }) {
  // The timer starts once per message: a later message re-rendering the list does not restart it.
  const done = useRef(onDone)
  done.current = onDone
  useEffect(() => {
    const timer = setTimeout(() => done.current(), FLASH.timeoutMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <p className={`flash-message flash-message--${message.kind}`} data-testid="flash-message">
      {message.text}
    </p>
  )
}
