import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import type { ShapeDrawing } from './useShapeDrawing.js'

function ToolButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className="idx-map__button" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  )
}

export interface DrawToolbarProps {
  drawing: ShapeDrawing
  hasShape: boolean
}

/**
 * The map's area tools: 'Search this area' (the view becomes the search area, the keyboard
 * alternative to drawing), 'Draw area' with 'Finish shape' and 'Cancel drawing' while drawing,
 * 'Edit area' / 'Done editing' and 'Remove area' for a shape. Hints are a polite live region;
 * a refused shape is announced as an alert. Rendered inside the map's controls column.
 */
export function DrawToolbar({ drawing, hasShape }: DrawToolbarProps) {
  const group = useRef<HTMLDivElement>(null)
  const { mode, message } = drawing
  const busy = mode === 'loading'

  // The button just used may be replaced by the next step's: keep keyboard focus in the tools
  // (only after a change of step, never when the map first renders).
  const step = `${mode}|${hasShape}`
  const previousStep = useRef(step)
  useEffect(() => {
    if (previousStep.current === step) return
    previousStep.current = step
    const active = document.activeElement
    if (active === null || active === document.body) group.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [step])

  return (
    <>
      <div ref={group} className="idx-map__buttons" role="group" aria-label="Map area tools">
        {mode === 'drawing' ? (
          <>
            <ToolButton onClick={drawing.finishDrawing}>Finish shape</ToolButton>
            <ToolButton onClick={drawing.cancelDrawing}>Cancel drawing</ToolButton>
          </>
        ) : mode === 'editing' ? (
          <>
            <ToolButton onClick={drawing.finishEditing}>Done editing</ToolButton>
            <ToolButton onClick={drawing.removeShape}>Remove area</ToolButton>
          </>
        ) : (
          <>
            <ToolButton disabled={busy} onClick={drawing.searchThisArea}>
              Search this area
            </ToolButton>
            <ToolButton disabled={busy} onClick={drawing.startDrawing}>
              Draw area
            </ToolButton>
            {hasShape && (
              <>
                <ToolButton disabled={busy} onClick={drawing.startEditing}>
                  Edit area
                </ToolButton>
                <ToolButton disabled={busy} onClick={drawing.removeShape}>
                  Remove area
                </ToolButton>
              </>
            )}
          </>
        )}
      </div>
      <p className="idx-map__message" role="status">
        {message?.tone === 'hint' ? message.text : ''}
      </p>
      <p className="idx-map__message idx-map__message--alert" role="alert">
        {message?.tone === 'alert' ? message.text : ''}
      </p>
    </>
  )
}
