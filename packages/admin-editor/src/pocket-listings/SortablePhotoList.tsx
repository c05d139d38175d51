import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useRef } from 'react'
import { movePhoto } from './upload-queue.js'

export interface SortablePhotoListProps {
  readonly photoUrls: readonly string[]
  readonly preview: (location: string) => string
  readonly onChange: (urls: string[]) => void
}

/** What a screen reader hears on focusing a photo in re-order mode. */
export const REORDER_INSTRUCTIONS =
  'To pick up a photo, press Space or Enter. Use the arrow keys to move it, then Space or Enter to drop it where it is, or Escape to cancel.'

const instructions: ScreenReaderInstructions = { draggable: REORDER_INSTRUCTIONS }

/**
 * Re-order mode: every photo is a handle, dragged with a pointer (after a 4 px move, so a click
 * is not a drag) or moved with the keyboard (Space, arrows, Space), each step announced. The new
 * order is reported once, on drop.
 */
export function SortablePhotoList({ photoUrls, preview, onChange }: SortablePhotoListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const lastOver = useRef<UniqueIdentifier | null>(null)
  const position = (id: UniqueIdentifier) => photoUrls.indexOf(String(id)) + 1
  const count = photoUrls.length
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return `Picked up photo ${position(active.id)} of ${count}.`
    },
    // Only a change of place is news: the first "over" (the photo's own place) would drown the pick-up.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined
      lastOver.current = over?.id ?? null
      return over
        ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${count}.`
        : `Photo ${position(active.id)} is no longer over a position.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} was dropped at position ${position(over.id)} of ${count}.`
        : `Photo ${position(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Photo ${position(active.id)} stays where it was.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = photoUrls.indexOf(String(active.id))
    const to = photoUrls.indexOf(String(over.id))
    if (from >= 0 && to >= 0) onChange(movePhoto(photoUrls, from, to))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={photoUrls as string[]} strategy={rectSortingStrategy}>
        <ol className="idx-photos__grid" aria-label="Photos in order; move them to change the order">
          {photoUrls.map((url, index) => (
            <SortablePhoto key={url} url={url} index={index} count={count} src={preview(url)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortablePhoto({ url, index, count, src }: { url: string; index: number; count: number; src: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: url })
  return (
    <li
      ref={setNodeRef}
      className="idx-photos__tile"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="idx-photos__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move photo ${index + 1} of ${count}`}
      >
        <span className="idx-photos__frame">
          <img src={src} alt="" className="idx-photos__image" draggable={false} />
        </span>
        <span className="idx-photos__caption" aria-hidden="true">
          <span className="idx-photos__grip">⠿</span> {index + 1}
          {index === 0 ? ' · Cover' : ''}
        </span>
      </button>
    </li>
  )
}
