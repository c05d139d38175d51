import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { SUPPORT_CHAT_LABEL } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'
import { SupportChatForm } from './SupportChatForm.js'
import type { SupportChatFormProps } from './SupportChatForm.js'

/** Whether the chat panel shows (`data-state` of the launcher). */
export type SupportChatState = 'closed' | 'open'

/**
 * Where the launcher sits (`data-placement`):
 * - `corner`: floating over the page's bottom right corner;
 * - `inline`: in the host's layout where it is rendered (e.g. beside the site header), so it
 *   covers nothing; the panel drops below the button, and on small screens the button shows a
 *   chat mark instead of its words (which stay its name).
 */
export type SupportChatPlacement = 'corner' | 'inline'

export interface SupportChatLauncherProps extends SupportChatFormProps {
  /** Controlled: whether the panel shows. Leave out to let the launcher keep it. */
  open?: boolean
  /** Uncontrolled: whether the panel shows at first. Default closed. */
  defaultOpen?: boolean
  /** The button, × and Escape ask for a change here. */
  onOpenChange?: (open: boolean) => void
  /** The launcher button's text. Default 'Chat with us'. */
  label?: string
  /** Default `corner`. */
  placement?: SupportChatPlacement
}

/** A speech bubble on a 24 x 24 grid, filled with the button's text colour. */
const CHAT_ICON_PATH = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'

/**
 * The support chat as a launcher (for markets where the site enables support chat): a
 * button that opens and closes a panel holding `SupportChatForm`. Closed or open (`data-state`),
 * and the form inside before or after its submission (the form's own `data-state`, open or sent:
 * a visitor who closes the panel after sending finds the confirmation when opening it again).
 * Opening moves focus to the form's first field; × or Escape closes it and focus returns to the
 * button. A disclosure, not a dialog: the page behind stays usable. It floats over the bottom
 * right corner, or sits where the host puts it (`placement="inline"`), covering nothing.
 *
 * @example
 * {supportChatMarkets.includes(marketId) ? (
 *   <SupportChatLauncher agent={user?.current_agent} askContact={!user} onSubmit={sendSupportInquiry} />
 * ) : null}
 */
export function SupportChatLauncher({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label = SUPPORT_CHAT_LABEL,
  placement = 'corner',
  className,
  headingLevel = 2,
  ...formProps
}: SupportChatLauncherProps) {
  const panelId = useId()
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const open = openProp ?? ownOpen
  const state: SupportChatState = open ? 'open' : 'closed'
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // Focus moves only after the visitor's own open or close, never on the first render.
  const moved = useRef(false)

  function setOpen(next: boolean) {
    moved.current = true
    if (openProp === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }

  useEffect(
    function moveFocusWithThePanel() {
      if (!moved.current) return
      moved.current = false
      if (open) {
        const first = panelRef.current?.querySelector<HTMLElement>(
          'input:not([type="hidden"]), textarea, .idx-inquiry__sent',
        )
        first?.focus()
      } else {
        buttonRef.current?.focus()
      }
    },
    [open],
  )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    setOpen(false)
  }

  return (
    <div
      className={['idx-inquiry', 'idx-support-launcher', className].filter(Boolean).join(' ')}
      data-state={state}
      data-placement={placement}
    >
      <InquiryStyles />
      <div id={panelId} ref={panelRef} className="idx-support-launcher__panel" hidden={!open} onKeyDown={onKeyDown}>
        <button
          type="button"
          className="idx-inquiry-modal__close idx-support-launcher__close"
          aria-label="Close chat"
          onClick={() => setOpen(false)}
        >
          <span aria-hidden="true">×</span>
        </button>
        <SupportChatForm {...formProps} headingLevel={headingLevel} />
      </div>
      <button
        ref={buttonRef}
        type="button"
        className="idx-support-launcher__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg className="idx-support-launcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CHAT_ICON_PATH} />
        </svg>
        <span className="idx-support-launcher__label">{label}</span>
      </button>
    </div>
  )
}
