import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListingCard } from './ListingCard.js'
import {
  activeListing,
  actrisFeed,
  aborFeed,
  photo,
  rentalListing,
  soldLeaseListing,
  STORY_NOW,
} from './story-fixtures.js'

const meta = {
  title: 'search-ui/ListingCard',
  component: ListingCard,
  args: {
    listing: activeListing,
    feed: actrisFeed,
    fractionDisplay: true,
    imageLoading: 'eager',
    now: STORY_NOW,
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingCard>
export default meta
type Story = StoryObj<typeof meta>

export const Typical: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(within(card).getByRole('heading', { level: 3, name: '1105 W Mary St' })).toBeVisible()
    await expect(card).toHaveTextContent('Austin, TX 78704')
    await expect(card).toHaveTextContent('$725,000')
    await expect(card).toHaveTextContent('3 BR')
    await expect(card).toHaveTextContent('2 1/2 BA')
    await expect(card).toHaveTextContent('1,850 SQFT')
    await expect(card).toHaveTextContent('MLS# ACT4410257')
    await expect(canvas.getByText('Just Listed')).toHaveAttribute('data-color', 'green')
    await expect(canvas.getByText('Upcoming Open House')).toBeVisible()
    // The feed's disclaimer settings require the agent, the broker and the logo on result cards.
    await expect(canvas.getByText('Courtesy of Ana Diaz, Lone Star Realty')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'ACTRIS MLS logo' })).toBeVisible()
    const link = within(card).getByRole('link', { name: '1105 W Mary St' })
    await expect(link).toHaveAttribute('href', '/app/listing/1105-w-mary-st-austin-tx-78704/7')
  },
}

/**
 * The brokerage's own listing: a green 'Featured' badge (over 'Just Listed') and its agent named
 * on the card even without the site's extra info, so visitors see whom to ask.
 */
export const Featured: Story = {
  args: { listing: { ...activeListing, broker_listing: true }, feed: aborFeed },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    const badge = within(card).getByText('Featured')
    await expect(badge).toBeVisible()
    await expect(badge).toHaveAttribute('data-color', 'green')
    await expect(within(card).queryByText('Just Listed')).toBeNull()
    await expect(within(card).getByText('Listed By Ana Diaz with Lone Star Realty')).toBeVisible()
  },
}

/** Another brokerage's listing on the same feed names no agent without extra info: only the broker it requires. */
export const NotFeatured: Story = {
  args: { listing: { ...activeListing, broker_listing: false, newly_listed: false }, feed: aborFeed },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(within(card).getByText('Active')).toBeVisible()
    await expect(within(card).queryByText('Featured')).toBeNull()
    await expect(within(card).queryByText(/Listed By/)).toBeNull()
    await expect(within(card).getByText('Courtesy of Lone Star Realty')).toBeVisible()
  },
}

/** Below the fold a card loads its photo lazily, at the smaller 268x150 size. */
export const Loading: Story = {
  args: { imageLoading: 'lazy', listing: { ...activeListing, photo_urls: ['/api/v3/photos/7/0/1280x720.svg'] } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img.idx-card__img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('src', '/api/v3/photos/7/0/268x150.svg')
    await expect(image).toHaveAttribute('width', '268')
    await expect(image).toHaveAttribute('height', '150')
  },
}

/** A listing with nothing but an id still renders a usable card. */
export const Empty: Story = {
  args: { listing: { id: '99' }, feed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Listing' })).toBeVisible()
    await expect(canvas.getByText('No photo available')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /photo/ })).toBeNull()
    await expect(canvas.queryByRole('list', { name: 'Property facts' })).toBeNull()
    await expect(canvas.queryByText(/\$/)).toBeNull()
  },
}

/** Feed data can be broken: non-numeric numbers, blank photo URLs. The card shows what it can. */
export const Error: Story = {
  args: {
    listing: {
      id: '5',
      title: '  ',
      street: '9 Oak Ln',
      listing_status: 'Active',
      price_in_dollars: 'call',
      bedrooms: 'many',
      bathrooms: '',
      square_feet: -10,
      photo_urls: ['', '  '],
      cover_photo_url: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '9 Oak Ln' })).toBeVisible()
    await expect(canvas.getByText('Contact for price')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Property facts' })).toBeNull()
    await expect(canvas.getByText('No photo available')).toBeVisible()
  },
}

/** A leased listing: 'Leased' badge, no price (Sold), and with extra info the Listed By and Sold By lines. */
export const Edge: Story = {
  args: { listing: soldLeaseListing, feed: aborFeed, extraInfo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Leased')).toHaveAttribute('data-color', 'light-red')
    await expect(canvas.queryByText(/\$/)).toBeNull()
    await expect(canvas.getByText('Listed By Marcus Reed with Capital City Homes')).toBeVisible()
    await expect(canvas.getByText('Sold By Bo Chen with Hill Country Homes')).toBeVisible()
    // The 'Listed By' line already names the broker this feed requires.
    await expect(canvas.queryByText(/Courtesy of/)).toBeNull()
    await expect(canvas.queryByText('Upcoming Open House')).toBeNull()
  },
}

/** A Sold card has no asking price but says when it sold, and for how much where the feed allows. */
export const Sold: Story = {
  args: {
    listing: {
      ...activeListing,
      listing_status: 'Sold',
      canonical_listing_status: 'Sold',
      closing_date: '2026-02-27',
      sold_price_in_dollars: 710000,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold on February 27th, 2026 for $710,000')).toBeVisible()
    await expect(canvas.queryByText(/Price:/)).toBeNull()
  },
}

/** Previous on the first photo wraps to the last one, next on the last back to the first. */
export const PhotosWrapAround: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = () => canvasElement.querySelector('img.idx-card__img')
    await expect(image()).toHaveAttribute('src', photo(0))
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo of 1105 W Mary St' }))
    await expect(image()).toHaveAttribute('src', photo(3))
    await expect(canvas.getByText('Photo 4 of 4')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo of 1105 W Mary St' }))
    await expect(image()).toHaveAttribute('src', photo(0))
    await expect(image()).toHaveAttribute('width', '302')
    await expect(image()).toHaveAttribute('height', '190')
  },
}

/**
 * The listing's registration gate shows beside the card: the card keeps its cover photo but not
 * its price or its other photos, which the gate asks the visitor to sign up for.
 */
export const Gated: Story = {
  args: { gated: true },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(card).toHaveTextContent('Sign up to see the price')
    await expect(card).not.toHaveTextContent('$725,000')
    await expect(canvas.queryByRole('button', { name: 'Next photo of 1105 W Mary St' })).toBeNull()
    await expect(canvasElement.querySelector('img.idx-card__img')).toHaveAttribute('src', photo(0))
    await expect(card).toHaveTextContent('3 BR')
  },
}

/** Save, Comment and Remove show only when the host offers them, and each names its listing. */
export const Actions: Story = {
  args: { onSave: fn(), onComment: fn(), onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save 1105 W Mary St' }))
    await expect(args.onSave).toHaveBeenCalledWith(activeListing)
    await userEvent.click(canvas.getByRole('button', { name: 'Comment 1105 W Mary St' }))
    await expect(args.onComment).toHaveBeenCalledWith(activeListing)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 1105 W Mary St' }))
    await expect(args.onRemove).toHaveBeenCalledWith(activeListing)
  },
}

/** With a save route, Save is a real link (it opens the save route with the sidebar open). */
export const SaveLink: Story = {
  args: { saveHref: (listing) => `/app/save?listing_id=${listing.id}&isSidebarOpen=true` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Save 1105 W Mary St' })).toHaveAttribute(
      'href',
      '/app/save?listing_id=7&isSidebarOpen=true',
    )
    await expect(canvas.queryByRole('button', { name: /Comment|Remove/ })).toBeNull()
  },
}

/**
 * A home the user has saved: Save reads 'Saved' with a filled heart in the saved colour, its
 * tooltip names the collections, and it still opens the save flow (to save it elsewhere too).
 */
export const Saved: Story = {
  args: {
    onSave: fn(),
    savedIn: [
      { id: '3', name: 'Lake houses', href: '/app/collection/3' },
      { id: '4', name: 'Porches', href: '/app/collection/4' },
    ],
  },
  play: async ({ args, canvas }) => {
    const saved = canvas.getByRole('button', { name: 'Saved 1105 W Mary St' })
    await expect(saved).toHaveTextContent(/^Saved/)
    await expect(saved).toHaveAttribute('data-state', 'saved')
    await expect(saved).toHaveAccessibleDescription('Saved in Lake houses, Porches')
    await expect(saved.querySelector('svg[data-variant="filled"]')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Save / })).toBeNull()
    await expect(getComputedStyle(saved).color).toBe('rgb(194, 24, 91)')
    await userEvent.click(saved)
    await expect(args.onSave).toHaveBeenCalledWith(activeListing)
  },
}

/** Not saved (no collection holds it): Save with an outline heart, in the accent colour. */
export const NotSaved: Story = {
  args: { onSave: fn(), savedIn: [] },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save 1105 W Mary St' })
    await expect(save).toHaveAttribute('data-state', 'unsaved')
    await expect(save).not.toHaveAttribute('title')
    await expect(save.querySelector('svg[data-variant="outline"]')).toBeVisible()
  },
}

/** A plain click opens the listing in place; the link still works for a new tab. */
export const OpensInPlace: Story = {
  args: { detailHref: (listing) => `/app/listing/${listing.id}` },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: '1105 W Mary St' })
    await expect(link).toHaveAttribute('href', '/app/listing/7')
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledWith(activeListing)
  },
}

/** A Pending rental without a price reads 'Contact for price'; a priced rental shows its period. */
export const ContactForPrice: Story = {
  args: { listing: rentalListing, feed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contact for price')).toBeVisible()
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-color', 'yellow')
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toHaveTextContent('1 1/2 BA')
  },
}

export const MonthlyRent: Story = {
  args: { listing: { ...rentalListing, listing_status: 'Active', price_in_dollars: 2450 }, feed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2,450/mo')).toBeVisible()
  },
}

/** With fraction display off the bathrooms read as a decimal. */
export const DecimalBathrooms: Story = {
  args: { fractionDisplay: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toHaveTextContent('2.5 BA')
  },
}

/** The highlight follows the pointer and focus, for the map marker of the same listing. */
export const Highlight: Story = {
  args: { onHighlight: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.hover(canvas.getByRole('article'))
    await expect(args.onHighlight).toHaveBeenLastCalledWith(activeListing)
    await userEvent.unhover(canvas.getByRole('article'))
    await expect(args.onHighlight).toHaveBeenLastCalledWith(null)
  },
}
