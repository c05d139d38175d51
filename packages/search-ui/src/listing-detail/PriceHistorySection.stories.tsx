import type { PriceHistoryEntry } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DetailStyles } from './DetailStyles.js'
import { PriceHistorySection } from './PriceHistorySection.js'
import { hiddenPriceHistory, soldListing } from './story-fixtures.js'

const meta = {
  title: 'search-ui/listing-detail/PriceHistorySection',
  component: PriceHistorySection,
  args: { history: soldListing.price_history, level: 2, timeZone: 'America/Chicago' },
  decorators: [
    (Story) => (
      <div className="idx-detail" style={{ maxWidth: 640 }}>
        <DetailStyles />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceHistorySection>
export default meta
type Story = StoryObj<typeof meta>

/** The rows a person reads, as text, header first. */
function tableText(canvas: HTMLElement): string[][] {
  const table = within(canvas).getByRole('table', { name: 'Price and status history' })
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''))
}

/** A sale: listed, a price cut with how much it took off, pending, sold at its closing price; newest first. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Price and status history' })).toBeVisible()
    await expect(tableText(canvasElement)).toEqual([
      ['Date', 'Event', 'Price'],
      ['February 27th, 2026', 'Sold', '$710,000'],
      ['January 30th, 2026', 'Pending', '$725,000'],
      ['December 12th, 2025', 'Price cut -$24,000 (3.2%)', '$725,000'],
      ['November 3rd, 2025', 'Listed', '$749,000'],
    ])
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
    ])
  },
}

/** While the listing's history is on its way the section says so and is marked busy. */
export const Loading: Story = {
  args: { state: 'loading', history: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the price and status history…')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Price and status history' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** A listing with no recorded change shows no section at all, as Sold History does without closings. */
export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Price and status history' })).toBeNull()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** A failed load is said once, politely, without a table of nothing. */
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', history: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The price and status history could not be loaded. Try again later.',
    )
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

const backAndForth: PriceHistoryEntry[] = [
  {
    date: '2026-03-20T15:00:00Z',
    kind: 'price',
    old: { status: 'Active', price: 480000 },
    new: { status: 'Active', price: 495000 },
  },
  {
    date: '2026-03-02T15:00:00Z',
    kind: 'back_on_market',
    old: { status: 'Withdrawn', price: 480000 },
    new: { status: 'Active', price: 480000 },
  },
  {
    date: '2026-02-10T15:00:00Z',
    kind: 'withdrawn',
    old: { status: 'Active', price: 480000 },
    new: { status: 'Withdrawn', price: 480000 },
  },
  {
    date: '2026-01-22T15:00:00Z',
    kind: 'back_on_market',
    old: { status: 'Pending', price: 480000 },
    new: { status: 'Active', price: 480000 },
  },
  {
    date: '2026-01-05T15:00:00Z',
    kind: 'status',
    old: { status: 'Active', price: 480000 },
    new: { status: 'Pending', price: 480000 },
  },
  // A day's last minutes in UTC are still that day's evening in Austin.
  { date: '2026-01-01T03:30:00Z', kind: 'listed', old: null, new: { status: 'Active', price: 480000 } },
]

/**
 * A deal that fell through, a withdrawal and return, a price increase, and a listing dated near
 * midnight UTC: dates read in the page's zone (Austin), so it was listed on New Year's Eve.
 */
export const BackAndForth: Story = {
  args: { history: backAndForth },
  play: async ({ canvasElement }) => {
    await expect(tableText(canvasElement).slice(1)).toEqual([
      ['March 20th, 2026', 'Price increase +$15,000 (3.1%)', '$495,000'],
      ['March 2nd, 2026', 'Back on market', '$480,000'],
      ['February 10th, 2026', 'Withdrawn', '$480,000'],
      ['January 22nd, 2026', 'Back on market', '$480,000'],
      ['January 5th, 2026', 'Pending', '$480,000'],
      ['December 31st, 2025', 'Listed', '$480,000'],
    ])
  },
}

/** A hidden price: the API sends statuses without amounts, and the table shows N/A, never a number. */
export const HiddenPrice: Story = {
  args: { history: hiddenPriceHistory },
  play: async ({ canvasElement }) => {
    await expect(tableText(canvasElement).slice(1)).toEqual([
      ['February 27th, 2026', 'Sold', 'N/A'],
      ['November 3rd, 2025', 'Listed', 'N/A'],
    ])
  },
}
