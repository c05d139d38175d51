import { FLASH } from '@idx/domain'
import { useEffect, useRef } from 'react'

/** How a flash message looks: the app styles `flash-message--{kind}`. */
export type FlashKind = 'success' | 'warning' | 'error'

/** One message on show; `id` tells repeated texts apart. */
export type FlashMessage = { id: number; text: string; kind: FlashKind }

export interface FlashRegionProps {
  messages: readonly FlashMessage[]
  /** A message's time is up (`timeoutMs` after it appeared): drop it from `messages`. */
  onExpire: (id: number) => void
  /** How long each message shows: `FLASH.timeoutMs` (spec: 3000 ms, not sticky). */
  timeoutMs?: number
}

/**
 * Flash messages ('You are logged in!', 'Failed to log in.') in a polite live region that is
 * always in the page, so screen readers hear the messages added to it.
 *
 * @example
 * <FlashRegion messages={messages} onExpire={(id) => setMessages((all) => all.filter((m) => m.id !== id))} />
 */
export function FlashRegion({ messages, onExpire, timeoutMs = FLASH.timeoutMs }: FlashRegionProps) {
  return (
    <div className="flash-messages" role="status" aria-live="polite">
      {messages.map((message) => (
        <FlashItem key={message.id} message={message} timeoutMs={timeoutMs} onDone={() => onExpire(message.id)} />
      ))}
    </div>
  )
}

function FlashItem({ message, timeoutMs, onDone }: { message: FlashMessage; timeoutMs: number; onDone: () => void }) {
  // The timer starts once per message: a later message re-rendering the list does not restart it.
  const done = useRef(onDone)
  done.current = onDone
  useEffect(
    function expireLater() {
      const timer = setTimeout(() => done.current(), timeoutMs)
      return function cancel() {
        clearTimeout(timer)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message, see above
    [],
  )
  return (
    <p className={`flash-message flash-message--${message.kind}`} data-testid="flash-message">
      {message.text}
    </p>
  )
}
