import {
  CUSTOM_CARD_ATTRIBUTES,
  type CardDesignBlock,
  type CardDesignTextTag,
  type CustomCardAttribute,
} from '@idx/domain'
import { useId, useRef } from 'react'

/** What each block is called in the designer (its heading and the move / remove buttons' names). */
export const CARD_BLOCK_NAMES: Readonly<Record<CardDesignBlock['kind'], string>> = {
  'listing-photos': 'Photo Gallery',
  'listing-attribute': 'Attribute',
  'listing-actions': 'Actions',
  meme: 'Meme',
  text: 'Text',
}

const TEXT_TAG_NAMES: Readonly<Record<CardDesignTextTag, string>> = {
  p: 'Paragraph',
  h2: 'Heading',
  h3: 'Subheading',
  aside: 'Small print',
}

const ATTRIBUTES = Object.entries(CUSTOM_CARD_ATTRIBUTES) as [CustomCardAttribute, { name: string; label: string }][]

export interface CardBlockEditorProps {
  readonly block: CardDesignBlock
  /** Its place (0-based) and how many there are: the first cannot move up, the last down. */
  readonly index: number
  readonly count: number
  readonly onChange: (block: CardDesignBlock) => void
  readonly onMove: (offset: -1 | 1) => void
  readonly onRemove: () => void
}

/** Wraps the textarea's selection in marks (`**`, `*`, `[…](url)`) and gives the new text. */
function wrapSelection(area: HTMLTextAreaElement, before: string, after: string): string {
  const { selectionStart: start, selectionEnd: end, value } = area
  const selected = value.slice(start, end) || 'text'
  return `${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`
}

/** The fields of a text block: its look, its text with bold / italic / link buttons. */
function TextFields({
  block,
  onChange,
}: {
  block: Extract<CardDesignBlock, { kind: 'text' }>
  onChange: (block: CardDesignBlock) => void
}) {
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const mark = (before: string, after: string) => {
    if (area.current) onChange({ ...block, text: wrapSelection(area.current, before, after) })
  }
  return (
    <div className="idx-cd__fields">
      <label className="idx-cd__field">
        Style
        <select
          value={block.tag}
          onChange={(event) => onChange({ ...block, tag: event.target.value as CardDesignTextTag })}
        >
          {Object.entries(TEXT_TAG_NAMES).map(([tag, name]) => (
            <option key={tag} value={tag}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="idx-cd__marks" role="toolbar" aria-label="Text marks" aria-controls={id}>
        <button type="button" className="idx-cd__icon" aria-label="Bold" onClick={() => mark('**', '**')}>
          <b>B</b>
        </button>
        <button type="button" className="idx-cd__icon" aria-label="Italic" onClick={() => mark('*', '*')}>
          <i>I</i>
        </button>
        <button type="button" className="idx-cd__icon" aria-label="Link" onClick={() => mark('[', '](https://)')}>
          Link
        </button>
      </div>
      <label className="idx-cd__field">
        Text (**bold**, *italic*, [words](https://link))
        <textarea
          id={id}
          ref={area}
          rows={2}
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      </label>
    </div>
  )
}

/** The fields of one block, by kind. */
function BlockFields({ block, onChange }: { block: CardDesignBlock; onChange: (block: CardDesignBlock) => void }) {
  switch (block.kind) {
    case 'listing-photos':
      return <p className="idx-cd__empty">The listing&apos;s photos, with previous and next.</p>
    case 'listing-actions':
      return <p className="idx-cd__empty">Save, Comment and Remove.</p>
    case 'listing-attribute':
      return (
        <div className="idx-cd__fields">
          <label className="idx-cd__field">
            Field
            <select
              value={block.attribute}
              onChange={(event) => {
                const attribute = event.target.value as CustomCardAttribute
                onChange({ kind: 'listing-attribute', attribute, label: CUSTOM_CARD_ATTRIBUTES[attribute].label })
              }}
            >
              {ATTRIBUTES.map(([attribute, { name }]) => (
                <option key={attribute} value={attribute}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="idx-cd__field">
            Label
            <input value={block.label ?? ''} onChange={(event) => onChange({ ...block, label: event.target.value })} />
          </label>
        </div>
      )
    case 'meme':
      return (
        <div className="idx-cd__fields">
          {(
            [
              ['src', 'Image URL'],
              ['topText', 'Top text'],
              ['bottomText', 'Bottom text'],
              ['alt', 'Image description'],
            ] as const
          ).map(([member, name]) => (
            <label key={member} className="idx-cd__field">
              {name}
              <input value={block[member]} onChange={(event) => onChange({ ...block, [member]: event.target.value })} />
            </label>
          ))}
        </div>
      )
    case 'text':
      return <TextFields block={block} onChange={onChange} />
  }
}

/**
 * One block of the card in the designer's list: its name, Move up / Move down / Remove, and its
 * fields (an attribute's field and label, a text's style and marks, a meme's image and lines).
 */
export function CardBlockEditor({ block, index, count, onChange, onMove, onRemove }: CardBlockEditorProps) {
  const name =
    block.kind === 'listing-attribute'
      ? `Attribute: ${CUSTOM_CARD_ATTRIBUTES[block.attribute].name}`
      : CARD_BLOCK_NAMES[block.kind]
  const headingId = useId()
  return (
    <li className="idx-cd__block" aria-labelledby={headingId} data-kind={block.kind}>
      <div className="idx-cd__block-head">
        <h3 id={headingId} className="idx-cd__block-name">
          {name}
        </h3>
        <button
          type="button"
          className="idx-cd__icon"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="idx-cd__icon"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
        <button type="button" className="idx-cd__icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </button>
      </div>
      <BlockFields block={block} onChange={onChange} />
    </li>
  )
}
