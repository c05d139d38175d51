import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ListingDetail } from './ListingDetail.js'
import {
  brokerListing,
  californiaListing,
  connectedAgent,
  detailFeed,
  detailListing,
  hiddenPriceHistory,
  leasedListing,
  photo,
  soldListing,
  STORY_NOW,
  undisclosedListing,
} from './story-fixtures.js'

/** Cells of the price and status history, which may repeat a price or status the facts show. */
const IN_HISTORY_TABLE = '.idx-detail__history td'

const meta = {
  title: 'search-ui/listing-detail/ListingDetail',
  component: ListingDetail,
  args: {
    listing: detailListing,
    route: 'split',
    feed: detailFeed,
    fractionDisplay: true,
    extraInfo: true,
    now: STORY_NOW,
    timeZone: 'America/Chicago',
    presentedBy: 'Lone Star Realty',
    onSave: fn(),
    onAsk: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingDetail>
export default meta
type Story = StoryObj<typeof meta>

/** While the listing loads: a skeleton in its shape, announced once as busy. */
export const Loading: Story = {
  args: { listing: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading listing' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** The demo's Active home: every part of the full view the spec lists. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const article = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(within(article).getByRole('heading', { level: 2, name: '1105 W Mary St' })).toBeVisible()
    await expect(article).toHaveTextContent('Austin, TX 78704')
    await expect(canvas.getByText('$725,000')).toBeVisible()
    const facts = canvas.getByRole('list', { name: 'Property facts' })
    await expect(facts).toHaveTextContent('3 Beds')
    await expect(facts).toHaveTextContent('2 1/2 Baths')
    await expect(facts).toHaveTextContent('1,850 Sq Ft')
    await expect(facts).toHaveTextContent('0.18 Lot Acres')
    await expect(canvas.getByText('Active')).toHaveAttribute('data-color', 'green')
    await expect(canvas.getByText('Just Listed')).toBeVisible()
    await expect(canvas.getByText('MLS# ACT4410257')).toBeVisible()
    await expect(canvas.getByText('Listed By Ana Diaz with Lone Star Realty')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142')
    await expect(canvas.getByRole('link', { name: 'Driving Directions' }).getAttribute('href')).toContain(
      'destination=1105%20W%20Mary%20St%2C%20Austin%2C%20TX%2078704',
    )
    await expect(canvas.getByRole('link', { name: 'Virtual Tour' })).toHaveAttribute(
      'href',
      'https://tours.example/1105-w-mary',
    )
    await expect(canvas.getByRole('heading', { name: 'Listing Agent' })).toBeVisible()
    await expect(canvas.getByText('Quickly Find Out More')).toBeVisible()
    await expect(canvas.getByText('We are here to help you.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }))
    await expect(args.onAsk).toHaveBeenLastCalledWith(detailListing)
    await expect(canvas.getByText('Sold History')).toBeVisible()
    await expect(canvas.getByText('Closed on June 14th, 2019 for $512,000')).toBeVisible()
    await expect(canvas.getByText('Presented by Lone Star Realty')).toBeVisible()
    await expect(canvas.getByText('Brokered by Lone Star Realty')).toBeVisible()
    await expect(canvas.queryByText(/Sold By/)).toBeNull()
    await expect(canvas.queryByText(/License #/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith(detailListing)
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a Question' }))
    await expect(args.onAsk).toHaveBeenCalledWith(detailListing)
    // 'MLS +' only for agents whose active feeds hold this listing's feed.
    await expect(canvas.queryByRole('button', { name: 'MLS +' })).toBeNull()
  },
}

/**
 * A home the user has saved: Save reads 'Saved' with a filled heart, and 'Saved in' links to each
 * collection that holds it (they are the user's boards, so the links go to their pages).
 */
export const Saved: Story = {
  args: {
    savedIn: [
      { id: '3', name: 'Lake houses', href: '/app/collection/3' },
      { id: '4', name: 'Porches', href: '/app/collection/4' },
    ],
  },
  play: async ({ args, canvas }) => {
    const saved = canvas.getByRole('button', { name: 'Saved' })
    await expect(saved).toHaveAttribute('data-state', 'saved')
    await expect(saved.querySelector('svg[data-variant="filled"]')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
    const savedIn = canvas.getByText(/^Saved in/)
    await expect(savedIn).toHaveTextContent('Saved in Lake houses, Porches')
    await expect(within(savedIn).getByRole('link', { name: 'Lake houses' })).toHaveAttribute(
      'href',
      '/app/collection/3',
    )
    await expect(within(savedIn).getByRole('link', { name: 'Porches' })).toHaveAttribute('href', '/app/collection/4')
    // The line sits under the buttons, in the header, before the photos.
    const buttons = saved.parentElement!.getBoundingClientRect()
    await expect(savedIn.getBoundingClientRect().top).toBeGreaterThanOrEqual(buttons.bottom)
    await userEvent.click(saved)
    await expect(args.onSave).toHaveBeenCalledWith(detailListing)
  },
}

/** Not saved: Save with an outline heart, and no 'Saved in' line. */
export const NotSaved: Story = {
  args: { savedIn: [] },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' })
    await expect(save).toHaveAttribute('data-state', 'unsaved')
    await expect(save.querySelector('svg[data-variant="outline"]')).toBeVisible()
    await expect(canvas.queryByText(/^Saved in/)).toBeNull()
  },
}

/**
 * Labelled detail sections keep their layout; booleans read Yes/No and blanks N/A; the feed's
 * bathroom count reads as the facts row does (never '2 1/2 Baths' beside 'Bathrooms 2.5').
 */
export const DetailSections: Story = {
  play: async ({ canvas }) => {
    const interior = canvas.getByRole('region', { name: 'Interior' })
    await expect(interior).toHaveAttribute('data-layout', 'third')
    await expect(interior).toHaveTextContent('FireplaceYes')
    await expect(interior).toHaveTextContent('Bathrooms2 1/2')
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toHaveTextContent('2 1/2 Baths')
    await expect(canvas.getByRole('region', { name: 'Exterior' })).toHaveTextContent('PoolNo')
    const financial = canvas.getByRole('region', { name: 'Financial' })
    await expect(financial).toHaveAttribute('data-layout', 'full')
    await expect(financial).toHaveTextContent('HOA FeeN/A')
  },
}

/** Open houses after the story's clock only, earliest first, in the open-house date format. */
export const OpenHouses: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Upcoming Open Houses' })
    const items = within(section).getAllByRole('listitem')
    await expect(items).toHaveLength(1)
    await expect(items[0]).toHaveTextContent('Sat, Mar 7th - 1:00pm to 3:00 pm')
    await expect(items[0]).toHaveTextContent('Refreshments: Breakfast tacos')
    await expect(items[0]).toHaveTextContent('Contact: Ana Diaz, (512) 555-0142')
  },
}

/** Sold: no asking price but when it sold and for how much, no 'Ask a Question', and the seller-agent line. */
export const Sold: Story = {
  args: { listing: soldListing },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Price:/)).toBeNull()
    // The asking price is gone from the facts; the price and status history keeps the list prices it had.
    await expect(canvas.queryByText('$725,000', { ignore: `${IN_HISTORY_TABLE}, script, style` })).toBeNull()
    await expect(canvas.getByText('Sold on February 27th, 2026 for $710,000')).toBeVisible()
    const history = within(canvas.getByRole('region', { name: 'Sold History' })).getAllByRole('listitem')
    await expect(history.map((item) => item.textContent)).toEqual([
      'Closed on February 27th, 2026 for $710,000',
      'Closed on June 14th, 2019 for $512,000',
    ])
    // The change log beside it: listed, cut, pending, sold.
    const changes = within(canvas.getByRole('table', { name: 'Price and status history' })).getAllByRole('row')
    await expect(changes.map((row) => row.textContent)).toEqual([
      'DateEventPrice',
      'February 27th, 2026Sold$710,000',
      'January 30th, 2026Pending$725,000',
      'December 12th, 2025Price cut -$24,000 (3.2%)$725,000',
      'November 3rd, 2025Listed$749,000',
    ])
    await expect(canvas.queryByRole('button', { name: 'Contact Us' })).toBeNull()
    await expect(canvas.getByText('Sold', { ignore: `${IN_HISTORY_TABLE}, script, style` })).toHaveAttribute(
      'data-color',
      'light-red',
    )
    await expect(canvas.queryByRole('button', { name: 'Ask a Question' })).toBeNull()
    await expect(canvas.getByText('Sold By Bo Chen with Hill Country Homes')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Upcoming Open Houses' })).toBeNull()
  },
}

/** A Sold listing whose feed sends no history rows and withholds the sold price still says when it sold. */
export const SoldWithoutHistory: Story = {
  args: {
    listing: {
      ...soldListing,
      history: [],
      disclose_price: false,
      price_history: hiddenPriceHistory,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold on February 27th, 2026')).toBeVisible()
    await expect(canvas.queryByText(/\$710,000/)).toBeNull()
    const history = canvas.getByRole('region', { name: 'Sold History' })
    await expect(history).toHaveTextContent('Closed on February 27th, 2026 for N/A')
  },
}

/** Bathrooms with the site's fraction display off: the facts row and the sections both read 2.5. */
export const DecimalBathrooms: Story = {
  args: { fractionDisplay: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toHaveTextContent('2.5 Baths')
    await expect(canvas.getByRole('region', { name: 'Interior' })).toHaveTextContent('Bathrooms2.5')
  },
}

/** A leased rental: 'Leased' badge and 'Leased History'. */
export const Lease: Story = {
  args: { listing: leasedListing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Leased')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Leased History' })).toBeVisible()
    await expect(canvas.getByText('Closed on August 1st, 2024 for $2,750')).toBeVisible()
  },
}

/** No photos: the gallery says so and offers no viewer. */
export const NoPhotos: Story = {
  args: { listing: { ...detailListing, photo_urls: [], cover_photo_url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos available')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Photos' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull()
  },
}

/** The carousel steps with its buttons and the arrow keys, wrapping, at 1280x720. */
export const Gallery: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Photos of 1105 W Mary St' })
    const image = () => within(carousel).getByRole('img')
    await expect(image()).toHaveAttribute('src', photo(0))
    await expect(image()).toHaveAttribute('width', '1280')
    await expect(image()).toHaveAttribute('height', '720')
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next photo' }))
    await expect(image()).toHaveAttribute('src', photo(1))
    await expect(carousel).toHaveTextContent('Photo 2 of 4')
    carousel.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(image()).toHaveAttribute('src', photo(3))
    await expect(image()).toHaveAccessibleName('Photo 4 of 4 of 1105 W Mary St')
  },
}

/** 'Photos' opens the full-screen viewer on the same photo; Close returns. */
export const PhotoViewer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Photos' }))
    const page = within(canvasElement.ownerDocument.body)
    const viewer = await page.findByRole('dialog', { name: 'Photos of 1105 W Mary St' })
    await expect(within(viewer).getByRole('img')).toHaveAttribute('src', photo(1))
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }))
    await expect(within(viewer).getByRole('img')).toHaveAttribute('src', photo(2))
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('region', { name: 'Photos of 1105 W Mary St' })).toHaveTextContent('Photo 3 of 4')
  },
}

/**
 * The Map toggle swaps the carousel for the host's map (address disclosed, coordinates present),
 * and while the map shows it reads 'Hide Map', drawn filled.
 */
export const MapToggle: Story = {
  args: {
    renderMap: (listing, point) => (
      <div
        role="img"
        aria-label={`Map of ${listing.title}`}
        data-point={point.join(',')}
        style={{ height: '100%', background: '#cde' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Map' })
    await expect(toggle).toHaveAttribute('data-state', 'hidden')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAccessibleName('Hide Map')
    await expect(toggle).toHaveAttribute('data-state', 'shown')
    await expect(canvas.getByRole('img', { name: 'Map of 1105 W Mary St' })).toHaveAttribute(
      'data-point',
      '30.2518,-97.7627',
    )
    await expect(canvas.queryByRole('region', { name: /Photos of/ })).toBeNull()
    await userEvent.click(toggle)
    await expect(canvas.getByRole('region', { name: 'Photos of 1105 W Mary St' })).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Map')
  },
}

/** An undisclosed address: no map toggle and no driving directions, even with coordinates. */
export const UndisclosedAddress: Story = {
  args: { listing: undisclosedListing, renderMap: () => <div>map</div> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Undisclosed Address' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Map' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Driving Directions' })).toBeNull()
  },
}

/** Above 600 characters the description is cut in the split view, with See More / See Less. */
export const LongDescription: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Property Description' })
    await expect(section).not.toHaveTextContent('last sentence past six hundred characters')
    const more = within(section).getByRole('button', { name: 'See More' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    await expect(section).toHaveTextContent('last sentence past six hundred characters')
    await userEvent.click(within(section).getByRole('button', { name: 'See Less' }))
    await expect(section).not.toHaveTextContent('last sentence past six hundred characters')
  },
}

/** On the full route the description is whole, with no See More; the title is the page's h1. */
export const FullRoute: Story = {
  args: { route: 'full', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '1105 W Mary St' })).toBeVisible()
    const section = canvas.getByRole('region', { name: 'Property Description' })
    await expect(section).toHaveTextContent('last sentence past six hundred characters')
    await expect(within(section).queryByRole('button')).toBeNull()
  },
}

/**
 * A broker listing presents its own listing agent in the 'Listing Agent' card: photo, phone in
 * the site's one format, e-mail, and a button that opens the inquiry.
 */
export const BrokerListing: Story = {
  args: { listing: brokerListing },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Listing Agent' })
    await expect(card).toHaveTextContent('Ezra Roberts')
    await expect(card).not.toHaveTextContent('Quickly Find Out More')
    const portrait = card.querySelector('img')
    await expect(portrait).toHaveAttribute('src', photo(2))
    await expect(within(card).getByRole('link', { name: '(512) 555-2021' })).toHaveAttribute('href', 'tel:+15125552021')
    await expect(within(card).getByRole('link', { name: 'ezra.roberts@lone-star-realty.example' })).toBeVisible()
    await userEvent.click(within(card).getByRole('button', { name: 'Contact Ezra' }))
    await expect(args.onAsk).toHaveBeenCalledWith(brokerListing)
    await expect(canvas.getByText('Featured')).toBeVisible()
  },
}

/**
 * The same agent on another brokerage's listing is not the site's to present: the card offers the
 * site's help instead ('Quickly Find Out More'), and no 'Featured' badge shows.
 */
export const OtherBrokerageListing: Story = {
  args: { listing: { ...brokerListing, broker_listing: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Listing Agent' })
    await expect(card).toHaveTextContent('Quickly Find Out More')
    await expect(card).not.toHaveTextContent('Ezra Roberts')
    await expect(canvas.queryByText('Featured')).toBeNull()
  },
}

/** The visitor's connected agent wins the card, with e-mail and phone links. */
export const ConnectedAgent: Story = {
  args: { listing: brokerListing, connectedAgent },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Listing Agent' })
    await expect(within(card).getByRole('link', { name: 'ezra.roberts@lone-star-realty.example' })).toHaveAttribute(
      'href',
      'mailto:ezra.roberts@lone-star-realty.example',
    )
    await expect(within(card).getByRole('link', { name: '(512) 555-0199' })).toBeVisible()
  },
}

/** An agent without a photo shows their initials, and a listing not for sale offers no inquiry. */
export const AgentWithoutPhoto: Story = {
  args: { listing: soldListing, connectedAgent },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Listing Agent' })
    await expect(card).toHaveTextContent('ER')
    await expect(card.querySelector('img')).toBeNull()
    await expect(within(card).queryByRole('button')).toBeNull()
    await expect(within(card).getByRole('link', { name: '(512) 555-0199' })).toBeVisible()
  },
}

/** An agent in the listing's feed gets 'MLS +': the showing-data sections in a modal. */
export const ShowingData: Story = {
  args: { showingDataAvailable: true, onShowingData: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'MLS +' }))
    await expect(args.onShowingData).toHaveBeenCalledWith(detailListing)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'MLS +' })
    await expect(dialog).toHaveTextContent('Showing Instructions')
    await expect(dialog).toHaveTextContent('LockboxFront door')
    await expect(dialog).toHaveTextContent('OccupiedYes')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull())
  },
}

/** Showing data the host is still fetching reads 'Loading...'. */
export const ShowingDataLoading: Story = {
  args: { listing: { ...detailListing, showing_data: undefined }, showingDataAvailable: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'MLS +' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'MLS +' })
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...')
  },
}

/** Showing data that failed to load says so, with 'Try again', rather than 'Loading...' for ever. */
export const ShowingDataFailed: Story = {
  args: {
    listing: { ...detailListing, showing_data: undefined },
    showingDataAvailable: true,
    showingDataFailed: true,
    onShowingDataRetry: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'MLS +' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'MLS +' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
    await expect(within(dialog).queryByRole('status')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onShowingDataRetry).toHaveBeenCalledOnce()
  },
}

/** The feed disclaimer is sanitised: its text and link stay, its script and handlers do not run. */
export const FeedDisclaimer: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Feed disclaimer' })
    // Its HTML is sanitised (DOMPurify loaded) once the visitor scrolls near it.
    footer.scrollIntoView()
    await waitFor(() => expect(footer).toHaveTextContent('Listing data © 2026 ACTRIS MLS.'))
    await expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(footer.querySelector('script')).toBeNull()
    await expect(footer.querySelector('[onerror]')).toBeNull()
    await expect((window as { __disclaimerRan?: boolean }).__disclaimerRan).toBeUndefined()
    await expect(within(footer).getByRole('img', { name: 'MLS logo' })).toBeVisible()
    await expect(footer).toHaveTextContent('Data last updated: 11:45 am - Mar 1st, 2026')
  },
}

/** A California listing shows the agent's licence. */
export const CaliforniaLicense: Story = {
  args: { listing: californiaListing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CA License # 01987654')).toBeVisible()
  },
}

/** A listing with only an id, and no site extras: the view still renders without empty sections. */
export const EdgeCase: Story = {
  args: { listing: { id: '404' }, feed: null, presentedBy: null, extraInfo: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Listing' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Property facts' })).toBeNull()
    await expect(canvas.queryByRole('region', { name: 'Property Description' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Ask a Question' })).toBeNull()
    await expect(canvas.queryByRole('contentinfo')).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Listing Agent' })).toHaveTextContent('Quickly Find Out More')
  },
}
