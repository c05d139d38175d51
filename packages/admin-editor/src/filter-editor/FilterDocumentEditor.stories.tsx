import type { Meta, StoryObj } from '@storybook/react-vite'
import { EditorView } from '@codemirror/view'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FilterDocumentEditor, type FilterDocumentEditorProps } from './FilterDocumentEditor.js'
import {
  BAD_REFERENCE,
  BROKEN_JSON,
  RENAMED_BEDS,
  RENAMED_GROUP,
  SAVED,
  VERSIONS,
  WITHOUT_BEDS,
} from './story-fixtures.js'
import { VersionHistory } from './VersionHistory.js'

// The Schema and View editors in every state a person meets: clean, dirty (an edit waiting and
// applied), a JSON error, a reference error, the preview, saving, saved, failed, a conflict.

/** The host keeps the draft, as apps/admin's ui layout does. */
function EditorHost({ text: initial, ...props }: FilterDocumentEditorProps) {
  const [text, setText] = useState(initial)
  return (
    <FilterDocumentEditor
      {...props}
      text={text}
      onTextChange={(next) => {
        setText(next)
        props.onTextChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'admin-editor/filter-editor/FilterDocumentEditor',
  component: FilterDocumentEditor,
  render: (args) => <EditorHost {...args} />,
  args: {
    kind: 'schema',
    marketId: '1',
    saved: SAVED,
    onSave: fn(),
    onTextChange: fn(),
    onErrorChange: fn(),
    onReload: fn(),
    countResults: fn(async () => 42),
    debounceMs: 50,
    lines: 20,
    history: <VersionHistory versions={VERSIONS} onRestore={() => undefined} />,
  },
  parameters: {
    layout: 'fullscreen',
    // CodeMirror's scroller holds the focusable editor (contenteditable), which axe does not count.
    a11y: { config: { rules: [{ id: 'scrollable-region-focusable', selector: '*:not(.cm-scroller)' }] } },
  },
} satisfies Meta<typeof FilterDocumentEditor>
export default meta
type Story = StoryObj<typeof meta>

const SLOW = { timeout: 5000 }

/** The CodeMirror view under `canvasElement` (typing into it as a person would: a transaction). */
function editorView(canvasElement: HTMLElement): EditorView {
  const content = canvasElement.querySelector('.cm-content')
  const view = content ? EditorView.findFromDOM(content as HTMLElement) : null
  if (!view) throw new Error('no CodeMirror editor')
  return view
}

function typeInto(canvasElement: HTMLElement, search: string, replacement: string) {
  const view = editorView(canvasElement)
  const from = view.state.doc.toString().indexOf(search)
  if (from < 0) throw new Error(`"${search}" is not in the editor`)
  view.dispatch({ changes: { from, to: from + search.length, insert: replacement } })
}

/** Clean: the title, no Rollback, Save nor Preview; Show Query opens the query the filters make. */
export const Clean: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Schema Editor' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Schema Editor' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Rollback' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Preview' })).toBeNull()
    const toggle = canvas.getByRole('button', { name: 'Show Query' })
    await userEvent.click(toggle)
    await expect(canvas.getByRole('button', { name: 'Hide Query' })).toHaveAttribute('aria-expanded', 'true')
    const query = canvas.getByLabelText('Search query')
    await expect(query).toBeVisible()
    await expect(JSON.parse(query.textContent ?? '')).toMatchObject({
      market_id: '1',
      filter: { purchase_type: { value: 'Purchase' } },
    })
    await expect(args.onErrorChange).toHaveBeenLastCalledWith(null)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The View editor reads 'View Editor' and edits the view. */
export const ViewClean: Story = {
  args: { kind: 'view' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'View Editor' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'View Editor' }).textContent).toContain('Beds & Baths')
  },
}

/** Dirty: a typed edit waits its debounce (no Save yet), then applies: Preview, Rollback and Save. */
export const Dirty: Story = {
  args: { debounceMs: 400 },
  play: async ({ canvas, canvasElement, args }) => {
    typeInto(canvasElement, '"title": "Beds"', '"title": "Bedrooms"')
    await expect(args.onTextChange).toHaveBeenLastCalledWith(expect.stringContaining('"Bedrooms"'))
    // The edit waits: Save and Rollback stay hidden while a change is pending.
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
    await expect(await canvas.findByText('Applying your edit…')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible(), SLOW)
    await expect(canvas.getByRole('button', { name: 'Rollback' })).toBeVisible()
    const preview = within(canvas.getByRole('region', { name: 'Preview' }))
    await expect(preview.getByRole('tab', { name: 'Bedrooms' })).toBeVisible()
  },
}

/** Typed invalid JSON is ignored: the preview keeps the last valid edit and the header names the problem. */
export const TypedInvalidJson: Story = {
  args: { text: RENAMED_BEDS },
  play: async ({ canvas, canvasElement }) => {
    const preview = within(await canvas.findByRole('region', { name: 'Preview' }, SLOW))
    await expect(preview.getByRole('tab', { name: 'Bedrooms' })).toBeVisible()
    typeInto(canvasElement, '"title": "Bedrooms"', '"title": "Bedrooms')
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(/ near "/)
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
  },
}

/** Invalid JSON: the header is the parse message (position removed, `near "…"`); nothing applies. */
export const InvalidJson: Story = {
  args: { text: BROKEN_JSON },
  play: async ({ canvas, args }) => {
    const header = await canvas.findByRole('alert', {}, SLOW)
    await expect(header.textContent).toMatch(/ near ".*"$/)
    await expect(header.textContent).not.toMatch(/position \d/)
    await expect(args.onErrorChange).toHaveBeenLastCalledWith(header.textContent)
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Rollback' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Preview' })).toBeNull()
    await expect(canvas.getByText('Fix the error to see the preview.')).toBeVisible()
  },
}

/** A reference without '#/': the spec's message names it; Save stays hidden. */
export const BadReference: Story = {
  args: { text: BAD_REFERENCE },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('alert', {}, SLOW)
    await expect(header.textContent).toContain('Invalid reference definitions/money must begin with "#/"')
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
  },
}

/**
 * Preview: the real Filter panel with the edit (Beds is now 'Bedrooms'), interactive: a
 * changed filter counts again and shows in the query.
 */
export const Preview: Story = {
  args: { text: RENAMED_BEDS, countResults: fn(async () => 12000) },
  play: async ({ canvas, args }) => {
    const preview = within(await canvas.findByRole('region', { name: 'Preview' }, SLOW))
    await expect(preview.getByRole('tab', { name: 'Bedrooms' })).toBeVisible()
    await waitFor(() => expect(preview.getByRole('status')).toHaveTextContent('10,000+ Results'))
    await expect(args.countResults).toHaveBeenCalledWith(expect.objectContaining({ market_id: '1' }))
    const calls = (args.countResults as ReturnType<typeof fn>).mock.calls.length
    await userEvent.click(preview.getByRole('button', { name: 'Home Type' }))
    await userEvent.click(preview.getByRole('radio', { name: 'For Rent' }))
    await waitFor(() => expect((args.countResults as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls))
    await expect(args.countResults).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: expect.objectContaining({ purchase_type: { value: 'Lease' } }) }),
    )
  },
}

/** The View editor's preview: the renamed group. */
export const ViewPreview: Story = {
  args: { kind: 'view', text: RENAMED_GROUP },
  play: async ({ canvas }) => {
    const preview = within(await canvas.findByRole('region', { name: 'Preview' }, SLOW))
    await expect(preview.getByRole('button', { name: 'Asking Price' })).toBeVisible()
  },
}

/** Rollback puts the saved document back: clean again, the host's draft dropped. */
export const Rollback: Story = {
  args: { text: RENAMED_BEDS },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rollback' }, SLOW))
    await expect(args.onTextChange).toHaveBeenLastCalledWith(undefined)
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull())
    await expect(editorView(canvasElement).state.doc.toString()).toContain('"title": "Beds"')
  },
}

/** Save sends the edited document. */
export const SaveSends: Story = {
  args: { text: RENAMED_BEDS },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, SLOW))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        properties: expect.objectContaining({ bedrooms: expect.objectContaining({ title: 'Bedrooms' }) }),
      }),
    )
  },
}

/** Saving: Save reads 'Saving…' and cannot be pressed again; Rollback waits too. */
export const Saving: Story = {
  args: { text: RENAMED_BEDS, saveState: { status: 'saving' } },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Saving…' }, SLOW)
    await expect(save).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Rollback' })).toBeDisabled()
  },
}

/** Saved: the status says so and the editor is clean. */
export const Saved: Story = {
  args: { saveState: { status: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved')
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
  },
}

/** Failed: the server's reason, the edit kept to try again. */
export const Failed: Story = {
  args: {
    text: RENAMED_BEDS,
    saveState: { status: 'failed', message: 'filter_schema: the search does not know the field "pool"' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not saved: filter_schema: the search does not know')
    await expect(await canvas.findByRole('button', { name: 'Save' }, SLOW)).toBeEnabled()
  },
}

/** Conflict: another admin saved first; Reload loads theirs. */
export const Conflict: Story = {
  args: {
    text: RENAMED_BEDS,
    saveState: { status: 'conflict', message: 'Someone else saved this market while you were editing it.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else saved this market')
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledTimes(1)
  },
}

/** Edge: a schema that removes a field the saved view shows: named, not a broken preview. */
export const SchemaBreaksView: Story = {
  args: { text: WITHOUT_BEDS },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('alert', {}, SLOW)
    await expect(header.textContent).toContain('The view does not fit this schema')
    await expect(canvas.queryByRole('region', { name: 'Preview' })).toBeNull()
  },
}
