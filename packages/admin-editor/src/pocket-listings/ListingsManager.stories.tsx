import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ListingsManager } from './ListingsManager.js'
import type { ManagedListing, ManagedListingsMarket } from './managed-listing.js'
import { photoDataUrl } from './photo-story-fixtures.js'

const AUSTIN: ManagedListingsMarket = { id: '1', market_name: 'Austin', latitude: 30.267294, longitude: -97.75 }
const SAN_ANTONIO: ManagedListingsMarket = {
  id: '2',
  market_name: 'San Antonio',
  latitude: 29.4241,
  longitude: -98.4936,
}

const listing = (id: string, address: string, extra: Partial<ManagedListing> = {}): ManagedListing => ({
  id,
  address,
  title: null,
  price_in_dollars: 450000,
  listing_status: 'Active',
  photo_url: photoDataUrl(id, Number(id)),
  latitude: 30.25 + Number(id) / 100,
  longitude: -97.78 + Number(id) / 80,
  edit_href: `/admin/cms/listings/${id}/edit`,
  ...extra,
})

const LISTINGS: ManagedListing[] = [
  listing('1', '1200 Barton Springs Rd, Austin, TX 78704', {
    title: 'Zilker bungalow',
    price_in_dollars: 689000,
    agent_names: 'Ezra Roberts, Ana Diaz',
  }),
  listing('2', '4410 Avenue D, Austin, TX 78751', { listing_status: 'Coming Soon', price_in_dollars: 925000 }),
  listing('3', '2308 E 7th St, Austin, TX 78702', { listing_status: 'Pending', disclose_price: false }),
  listing('4', '901 W Annie St, Austin, TX 78704', { listing_status: 'Sold', photo_url: null }),
  listing('5', '7601 Shoal Creek Blvd, Austin, TX 78757', { latitude: null, longitude: null }),
]

const meta = {
  title: 'admin-editor/pocket-listings/ListingsManager',
  component: ListingsManager,
  args: {
    listings: LISTINGS,
    total: LISTINGS.length,
    page: 1,
    pageHref: (page: number) => `?page=${page}`,
    onPageChange: fn(),
    query: '',
    onQueryChange: fn(),
    markets: [AUSTIN],
    marketId: '1',
    onMarketChange: fn(),
    addListingHref: '/admin/cms/listings/new',
    onRetry: fn(),
  },
} satisfies Meta<typeof ListingsManager>
export default meta
type Story = StoryObj<typeof meta>

/** Loading: a status in place of the results; the search and Add Listing stay usable. */
export const Loading: Story = {
  args: { listings: [], total: 0, state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Loading your pocket listings…')
    await expect(canvas.getByPlaceholderText('Search Address')).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/admin/cms/listings/new')
  },
}

/** Empty: the agent has none yet; the empty state offers Add Listing too. */
export const Empty: Story = {
  args: { listings: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No pocket listings yet')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Add Listing' })).toHaveLength(2)
    await expect(canvas.queryByRole('navigation', { name: 'Pocket listing pages' })).toBeNull()
    // No map beside the empty state: it would only repeat that there is nothing to show.
    await expect(canvasElement.querySelector('.idx-listings-manager__map')).toBeNull()
  },
}

/** Error: the list could not be read; Try again asks the host to fetch again. */
export const Failed: Story = {
  args: { listings: [], total: 0, state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your pocket listings could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Typical: one market (no picker), results with photo, address, price, status and Edit, and the map. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Listings Manager BETA')
    await expect(canvas.queryByRole('combobox', { name: 'Market' })).toBeNull()
    await expect(canvas.getByText('5 pocket listings')).toBeVisible()
    const first = canvas.getAllByRole('listitem')[0]!
    await expect(within(first).getByRole('heading', { name: '1200 Barton Springs Rd, Austin, TX 78704' })).toBeVisible()
    await expect(within(first).getByText('$689,000')).toBeVisible()
    await expect(within(first).getByText('Active')).toBeVisible()
    await expect(within(first).getByText('Agents: Ezra Roberts, Ana Diaz')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit 1200 Barton Springs Rd, Austin, TX 78704' })).toHaveAttribute(
      'href',
      '/admin/cms/listings/1/edit',
    )
    await expect(canvas.getByText('(hidden from visitors)')).toBeVisible()
    // The map beside the results: one price marker per placed listing; the unplaced one is counted.
    await expect(await canvas.findByText('1 home not on the map', {}, { timeout: 5000 })).toBeVisible()
    // Typing searches once typing stops; Enter searches at once.
    const search = canvas.getByRole('searchbox', { name: 'Search Address' })
    await userEvent.type(search, 'Barton')
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('Barton'), { timeout: 2000 })
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1)
    await userEvent.type(search, ' Springs{Enter}')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Barton Springs')
  },
}

/** Several markets: the picker shows each market_name and reports the choice. */
export const SeveralMarkets: Story = {
  args: { markets: [AUSTIN, SAN_ANTONIO] },
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('combobox', { name: 'Market' })
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Austin', 'San Antonio'])
    await userEvent.selectOptions(picker, 'San Antonio')
    await expect(args.onMarketChange).toHaveBeenCalledWith('2')
  },
}

/** A search with no match says so and offers to clear it (not the first-time empty state). */
export const NoMatches: Story = {
  args: { listings: [], total: 0, query: 'Lamar' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No pocket listings match “Lamar”.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith('')
  },
}

/** Many pages: the pager goes to another page through onPageChange. */
export const Paged: Story = {
  args: { total: 45, pageSize: 5 },
  play: async ({ canvas, args }) => {
    const pager = canvas.getByRole('navigation', { name: 'Pocket listing pages' })
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

const LONG = [
  listing('6', '12345 North Lamar Boulevard Service Road Northbound, Building C, Suite 1400-B, Austin, TX 78753-1234', {
    title: 'A very long marketing title for a live-work loft above the shops, with parking and a roof deck',
  }),
  listing('7', 'Lot 17 Block 4 Hillcountryestatesphasetwosubdivisionwithoutspaces, Dripping Springs, TX 78620', {
    price_in_dollars: 12500000,
    listing_status: 'Leased/Rented',
  }),
]

/** Long addresses and titles wrap inside their card: nothing runs past it, even a word without spaces. */
export const LongAddresses: Story = {
  args: { listings: LONG, total: LONG.length },
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
    }
    await expect(canvas.getByText('$12,500,000')).toBeVisible()
  },
}
