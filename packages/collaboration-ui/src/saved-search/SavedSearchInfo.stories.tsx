import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SavedSearchInfo } from './SavedSearchInfo.js'
import { SavedSearchNotFound } from './SavedSearchNotFound.js'

const meta = {
  title: 'collaboration-ui/SavedSearchInfo',
  component: SavedSearchInfo,
  args: {
    zone: 'America/Chicago',
    savedSearch: {
      user: { first_name: 'Ana', last_name: 'Garcia' },
      total_count: 1234,
      created_at: '2026-09-01T15:00:00Z',
      updated_at: '2026-10-03T15:00:00Z',
      filter: {
        price_in_dollars: { min: 300000, max: 550000 },
        bedrooms: { min: 3 },
        suggestion: { value: ['area:12'] },
        zip: { value: ['78723', '78722'] },
      },
    },
    placeNames: { 'area:12': 'Mueller' },
  },
} satisfies Meta<typeof SavedSearchInfo>
export default meta
type Story = StoryObj<typeof meta>

/** Owner, the formatted count, the dates and every filter in words. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ana Garcia')).toBeVisible()
    await expect(canvas.getByText('1,234')).toBeVisible()
    await expect(canvas.getByText('Sep 1st, 2026')).toBeVisible()
    await expect(canvas.getByText('$300,000 – $550,000')).toBeVisible()
    await expect(canvas.getByText('Mueller')).toBeVisible()
    await expect(canvas.getByText('78723, 78722')).toBeVisible()
  },
}

/** The count not in yet reads as a dash, not 0. */
export const Loading: Story = {
  args: { savedSearch: { ...meta.args.savedSearch, total_count: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible()
  },
}

/** No filters: every home on the market. */
export const Empty: Story = {
  args: { savedSearch: { ...meta.args.savedSearch, filter: {}, total_count: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No filters: every home on the market.')).toBeVisible()
    await expect(canvas.getByText('0')).toBeVisible()
  },
}

/** A place whose name is not known is described, never shown as its id. */
export const Edge: Story = {
  args: { placeNames: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('area:12')
    await expect(canvasElement).toHaveTextContent('A place picked on the search')
  },
}

/** saved-search-error: nothing for the first second, then the message and the login link. */
export const NotFound: Story = {
  render: () => <SavedSearchNotFound loginHref="/app/authenticate?menu=true" delayMs={300} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Saved Search not found.')).toBeNull()
    await expect(await canvas.findByText('Saved Search not found.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in to view saved search' })).toHaveAttribute(
      'href',
      '/app/authenticate?menu=true',
    )
  },
}
