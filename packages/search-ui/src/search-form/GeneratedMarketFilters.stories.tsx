import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultFilter, generatedFilterDocuments, readMarketFilters, type MarketListingFacets } from '@idx/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterPanel } from './FilterPanel.js'
import type { FilterPanelProps } from './FilterPanel.js'
import { useStoryFilter } from './story-state.js'

// The filters a market gets before an admin writes its own (generatedFilterDocuments, as the API
// stores them after `idx add-market` and each import), read as the search screen reads a market.

/** A Denver market after its first RESO import: active and pending homes, closed sales, rentals. */
const facets: MarketListingFacets = {
  listingCount: 120,
  listingStatuses: ['Active', 'Pending', 'Sold'],
  purchaseTypes: ['Purchase', 'Lease'],
  types: ['Residential'],
  propertyTypes: ['House', 'Condominium', 'Townhouse'],
  measured: { square_feet: true, lot_acre: true, year_built: true },
}
const { filterSchema, filterView } = generatedFilterDocuments(facets, 'Denver')
const filters = readMarketFilters({ filter_schema: filterSchema, filter_view: filterView })
if (!filters.ok) throw new Error(`the generated filters do not read: ${JSON.stringify(filters.errors)}`)

function PanelHost(props: FilterPanelProps) {
  return (
    <div style={{ maxWidth: 560 }}>
      <FilterPanel {...props} {...useStoryFilter(props.filter, props.onChange)} />
    </div>
  )
}

const meta = {
  title: 'search-ui/search-form/FilterPanel/Generated market',
  component: FilterPanel,
  render: (args) => <PanelHost {...args} />,
  args: { schema: filters.schema, view: filters.view, filter: defaultFilter(filters.schema), onChange: fn() },
} satisfies Meta<typeof FilterPanel>
export default meta
type Story = StoryObj<typeof meta>

/**
 * A new market's Filter panel works (no 'Oops'): its four groups, and Status offering what the
 * listings have, Active and Pending ticked, Sold only to signed-in visitors.
 */
export const AfterFirstImport: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Oops, Something went wrong...')).toBeNull()
    for (const name of ['Price', 'Home Type', 'More']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('tablist', { name: 'Beds & Baths' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const status = canvas.getByRole('group', { name: 'Status' })
    await expect(within(status).getByRole('checkbox', { name: 'Active' })).toBeChecked()
    await expect(within(status).getByRole('checkbox', { name: 'Pending' })).toBeChecked()
    await expect(within(status).queryByRole('checkbox', { name: 'Sold' })).toBeNull()
  },
}

/** Signed in, Sold is offered too, never ticked by default. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const status = canvas.getByRole('group', { name: 'Status' })
    await expect(within(status).getByRole('checkbox', { name: 'Sold' })).not.toBeChecked()
  },
}
