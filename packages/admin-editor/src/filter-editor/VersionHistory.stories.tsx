import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { VERSIONS } from './story-fixtures.js'
import { VersionHistory } from './VersionHistory.js'

const meta = {
  title: 'admin-editor/filter-editor/VersionHistory',
  component: VersionHistory,
  args: { versions: VERSIONS, onRestore: fn(), restoring: null },
} satisfies Meta<typeof VersionHistory>
export default meta
type Story = StoryObj<typeof meta>

/** Loading: a status in place of the list. */
export const Loading: Story = {
  args: { versions: [], state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the saved versions…')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** Empty: a market never saved from the editor. */
export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved versions yet: each save keeps one here.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Error: the async wrapper's text. */
export const Failed: Story = {
  args: { versions: [], state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
  },
}

/**
 * Typical: newest first, the current one marked and not restorable; the others restore after a
 * confirm, and Cancel asks nothing.
 */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem', { name: /^Version \d$/ })
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Version 3', 'Version 2', 'Version 1'])
    const current = within(items[0]!)
    await expect(items[0]).toHaveAttribute('aria-current', 'true')
    await expect(current.getByText('Current')).toBeVisible()
    await expect(current.queryByRole('button', { name: 'Restore this version' })).toBeNull()
    await expect(current.getByText('Avery Admin', { exact: false })).toBeVisible()
    await expect(current.getByText('Changed', { exact: false })).toHaveTextContent(
      'Changed /filter_schema/properties/price_in_dollars/title: "Price" → "List Price"',
    )
    const second = within(items[1]!)
    await userEvent.click(second.getByRole('button', { name: 'Restore this version' }))
    await userEvent.click(second.getByRole('button', { name: 'Cancel' }))
    await expect(args.onRestore).not.toHaveBeenCalled()
    await userEvent.click(second.getByRole('button', { name: 'Restore this version' }))
    await expect(second.getByText(/Restore version 2\?/)).toBeVisible()
    await userEvent.click(second.getByRole('button', { name: 'Restore' }))
    await expect(args.onRestore).toHaveBeenCalledWith(2)
  },
}

/** While a version restores, no other restore can start. */
export const Restoring: Story = {
  args: { restoring: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Restoring…' })).toBeDisabled()
    const first = within(canvas.getByRole('listitem', { name: 'Version 1' }))
    await expect(first.getByRole('button', { name: 'Restore this version' })).toBeDisabled()
  },
}

/** Edge: many changes (eight shown, 'and N more'), a long value cut, no saver's name. */
export const ManyChanges: Story = {
  args: {
    versions: [
      {
        version: 12,
        savedAt: 'not a date',
        savedByName: null,
        changes: Array.from({ length: 11 }, (_, index) => ({
          path: `/filter_schema/properties/field_${index}/title`,
          kind: index === 0 ? 'removed' : 'added',
          before: index === 0 ? 'x'.repeat(200) : undefined,
          after: `Title ${index}`,
        })),
      },
    ],
  },
  play: async ({ canvas }) => {
    const changes = canvas.getByRole('list', { name: 'Changes' })
    await expect(within(changes).getAllByRole('listitem')).toHaveLength(9)
    await expect(within(changes).getByText('and 3 more')).toBeVisible()
    await expect(canvas.getByText('Unknown', { exact: false })).toHaveTextContent('Unknown · not a date')
    await expect(changes.querySelector('del')!.textContent!.length).toBeLessThanOrEqual(80)
  },
}
