import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultFilter, readMarketFilters } from '@idx/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterPreview } from './FilterPreview.js'
import { SAVED } from './story-fixtures.js'

const filters = readMarketFilters(SAVED)
if (!filters.ok) throw new Error('the story market does not read')

const meta = {
  title: 'admin-editor/filter-editor/FilterPreview',
  component: FilterPreview,
  args: {
    schema: filters.schema,
    view: filters.view,
    filter: defaultFilter(filters.schema),
    onFilterChange: fn(),
    signedIn: false,
    onSignedInChange: fn(),
    count: { state: 'ready', total: 1234 },
  },
} satisfies Meta<typeof FilterPreview>
export default meta
type Story = StoryObj<typeof meta>

/** Typical: the real Filter panel and the count; a change reaches the host. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1,234 Results')
    await expect(canvas.getByRole('tablist', { name: 'Beds & Baths' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Home Type' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'For Rent' }))
    await expect(args.onFilterChange).toHaveBeenCalledWith(
      expect.objectContaining({ purchase_type: { value: 'Lease' } }),
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: 'As a signed-in visitor' }))
    await expect(args.onSignedInChange).toHaveBeenCalledWith(true)
  },
}

/** The API's cap reads '10,000+ Results'. */
export const CappedCount: Story = {
  args: { count: { state: 'ready', total: 10000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000+ Results')
  },
}

/** Counting, and a count that failed. */
export const Counting: Story = {
  args: { count: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Counting…')
  },
}

export const CountFailed: Story = {
  args: { count: { state: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not count the results')
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByRole('button', { name: 'Price' }),
    ).toBeVisible()
  },
}
