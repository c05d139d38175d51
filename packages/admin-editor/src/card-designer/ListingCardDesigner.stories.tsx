import type { Meta, StoryObj } from '@storybook/react-vite'
import { EditorView } from '@codemirror/view'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ListingCardDesigner } from './ListingCardDesigner.js'
import { HOSTILE_STYLESHEET, SAMPLE_LISTINGS, TYPICAL_DESIGN, UNREADABLE_DESIGN } from './story-fixtures.js'

// The listing-card designer as an admin meets it: loading, a market without a design (empty
// document), a typical design, a failed save, a hostile stylesheet, a saved document the card
// cannot read.

const meta = {
  title: 'admin-editor/card-designer/ListingCardDesigner',
  component: ListingCardDesigner,
  args: {
    category: 'listing-card',
    links: { 'listing-card': '#listing-card', 'map-callout': '#map-callout' },
    state: 'ready',
    design: TYPICAL_DESIGN,
    listings: SAMPLE_LISTINGS,
    onSave: fn(),
    lines: 12,
  },
} satisfies Meta<typeof ListingCardDesigner>
export default meta
type Story = StoryObj<typeof meta>

/** The stylesheet editor's CodeMirror view, to type into it as a person would. */
function cssEditor(canvasElement: HTMLElement): EditorView {
  const content = canvasElement.querySelector<HTMLElement>('.cm-content')
  const view = content ? EditorView.findFromDOM(content) : null
  if (!view) throw new Error('no stylesheet editor')
  return view
}

/** Until the design is known: the links and a loading line, no SAVE. */
export const Loading: Story = {
  args: { state: 'loading', design: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the listing card…')
    await expect(canvas.getByRole('link', { name: 'Listing Card' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Map Callout' })).toHaveAttribute('href', '#map-callout')
    await expect(canvas.queryByRole('button', { name: 'SAVE' })).toBeNull()
  },
}

/** A market without a design: no blocks, both cards are the default one; adding blocks builds the card. */
export const EmptyDocument: Story = {
  args: { design: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/No blocks yet/)).toBeVisible()
    const custom = canvas.getByRole('figure', { name: 'Custom card' })
    await expect(within(custom).getByRole('article')).not.toHaveClass('idx-custom-card')
    await userEvent.click(canvas.getByRole('button', { name: '+ Photo Gallery' }))
    await userEvent.click(canvas.getByRole('button', { name: '+ Attribute' }))
    await userEvent.click(canvas.getByRole('button', { name: '+ Attribute' }))
    await userEvent.selectOptions(canvas.getAllByRole('combobox', { name: 'Field' })[1]!, 'bedrooms')
    await userEvent.click(canvas.getByRole('button', { name: '+ Actions' }))
    const card = await within(custom).findByRole('article')
    await waitFor(() => expect(card).toHaveClass('idx-custom-card'))
    await expect(card).toHaveTextContent('$725,000')
    await expect(card).toHaveTextContent('Beds 3')
    await expect(within(card).getByRole('button', { name: /^Save 1105 W Mary St/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      mobiledoc: expect.objectContaining({
        cards: [
          ['listing-photos', {}],
          ['listing-attribute', { attribute: 'price_in_dollars', label: '' }],
          ['listing-attribute', { attribute: 'bedrooms', label: 'Beds' }],
          ['listing-actions', {}],
        ],
      }),
      stylesheet: '',
    })
  },
}

/** A typical design: blocks reorder and go, text takes marks, the preview follows, the next listing shows. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const blocks = canvas.getByRole('list', { name: 'Card blocks' })
    await expect(
      within(blocks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Photo Gallery', 'Attribute: Price', 'Attribute: Bedrooms', 'Text', 'Actions'])
    await userEvent.click(canvas.getByRole('button', { name: 'Move Text up' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Attribute: Bedrooms' }))
    await expect(
      within(blocks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Photo Gallery', 'Attribute: Price', 'Text', 'Actions'])
    const text = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: /^Text/ })
    await userEvent.clear(text)
    await userEvent.type(text, 'Walk to ')
    await userEvent.type(text, 'Zilker')
    text.setSelectionRange(8, 14)
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }))
    await expect(text).toHaveValue('Walk to *Zilker*')
    const card = within(canvas.getByRole('figure', { name: 'Custom card' })).getByRole('article')
    await expect(card.querySelector('em')).toHaveTextContent('Zilker')
    await expect(card).not.toHaveTextContent('Beds')
    // The two cards sit side by side on a wide screen.
    const [left, right] = canvas.getAllByRole('figure').map((figure) => figure.getBoundingClientRect())
    if (left && right && window.innerWidth >= 1100) await expect(right.left).toBeGreaterThanOrEqual(left.right)
    await userEvent.click(canvas.getByRole('button', { name: 'Next listing' }))
    await expect(canvas.getByText('Listing 2 of 2')).toBeVisible()
    await expect(within(canvas.getByRole('figure', { name: 'Custom card' })).getByRole('article')).toHaveTextContent(
      '$515,000',
    )
  },
}

/** The save failed: the spec's Error message with the server's words; SAVE again is possible. */
export const ErrorSaving: Story = {
  args: { saveState: { status: 'failed', message: 'stylesheet line 1: @import: @import loads a remote stylesheet' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Error there was a problem saving the listing card: stylesheet line 1')
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeEnabled()
  },
}

/** Saved: the spec's Success message. */
export const Saved: Story = {
  args: { saveState: { status: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Success listing card saved')
  },
}

/** A stylesheet reaching outside the card: each rule named with its line, SAVE blocked, the page untouched. */
export const HostileStylesheet: Story = {
  args: { design: { ...TYPICAL_DESIGN, stylesheet: HOSTILE_STYLESHEET } },
  // CodeMirror's default highlighting draws an unknown at-rule in #f00 (contrast 4.0): the editor's own look.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not(.cm-content *)' }] } } },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Stylesheet line 1: @import: @import loads a remote stylesheet')
    await expect(alert).toHaveTextContent('Stylesheet line 2: body: body is the page')
    await expect(alert).toHaveTextContent('Stylesheet line 3: position: fixed')
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeDisabled()
    await expect(getComputedStyle(canvasElement.ownerDocument.body).display).not.toBe('none')
    // Fixing the stylesheet clears the problems.
    const view = cssEditor(canvasElement)
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'h3 { color: teal }' } })
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeEnabled()
  },
}

/** A saved document the card cannot read: the problem is shown, and what visitors see meanwhile. */
export const UnreadableDocument: Story = {
  args: { design: UNREADABLE_DESIGN },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The saved card cannot be read: visitors see the default card.')
    await expect(alert).toHaveTextContent('/version: version must be 0.3.0, 0.3.1, 0.3.2, not "0.2.0"')
    await expect(within(canvas.getByRole('figure', { name: 'Custom card' })).getByRole('article')).not.toHaveClass(
      'idx-custom-card',
    )
  },
}

/** The map popup's design, edited the same way: its link is the current one, its messages say so. */
export const MapCallout: Story = {
  args: { category: 'map-callout', saveState: { status: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Map Callout' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { name: 'Map Callout Designer' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Success map callout saved')
  },
}
