import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { typicalCard } from '../custom-card/story-fixtures.js'
import { ListingsList } from './ListingsList.js'
import {
  activeListing,
  actrisFeed,
  manyListings,
  rentalListing,
  soldLeaseListing,
  STORY_NOW,
} from './story-fixtures.js'

const meta = {
  title: 'search-ui/ListingsList',
  component: ListingsList,
  args: {
    listings: [activeListing, soldLeaseListing, rentalListing],
    feedFor: (listing) => (listing.id === activeListing.id ? actrisFeed : null),
    fractionDisplay: true,
    now: STORY_NOW,
    onOpen: fn(),
  },
} satisfies Meta<typeof ListingsList>
export default meta
type Story = StoryObj<typeof meta>

export const Typical: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' })
    await expect(list).toHaveAttribute('aria-busy', 'false')
    const cards = within(list).getAllByRole('article')
    await expect(cards.map((card) => card.getAttribute('aria-labelledby') !== null)).toEqual([true, true, true])
    await expect(within(cards[0]!).getByText('Courtesy of Ana Diaz, Lone Star Realty')).toBeVisible()
    // Only the first listing has a feed that asks for names.
    await expect(within(cards[1]!).queryByText(/Courtesy of/)).toBeNull()
  },
}

/** A first load: skeleton cards in a busy list, nothing for assistive tech to read yet. */
export const Loading: Story = {
  args: { listings: [], state: 'loading', skeletonCount: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('.idx-card--skeleton')).toHaveLength(4)
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

/** The next page is loading: the previous cards stay at full contrast under a progress bar, and the list is busy. */
export const Refetching: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(within(list).getAllByRole('article')).toHaveLength(3)
    await expect(getComputedStyle(list, '::before').height).toBe('3px')
  },
}

export const Empty: Story = {
  args: { listings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listings match this search.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull()
  },
}

export const Error: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/**
 * A full page of 40: the first eight cards are drawn first and the rest straight after; the first
 * four photos load at once at 302x190, the rest lazily.
 */
export const Edge: Story = {
  args: { listings: manyListings(40), feedFor: undefined },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Search results' })
    await waitFor(() => expect(list.children).toHaveLength(40))
    await expect(list).not.toHaveAttribute('data-filling')
    const images = [...canvasElement.querySelectorAll('img.idx-card__img')]
    await expect(images.map((image) => image.getAttribute('loading')).slice(0, 6)).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
    await expect(images[0]).toHaveAttribute('width', '302')
    await expect(images[4]).toHaveAttribute('width', '268')
  },
}

/** The card of the hovered map marker is marked. */
export const Highlighted: Story = {
  args: { highlightedId: soldLeaseListing.id },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article')
    await expect(cards[1]).toHaveAttribute('data-highlighted', 'true')
    await expect(cards[0]).not.toHaveAttribute('data-highlighted')
  },
}

/** With the market's custom card every listing renders from its document (an empty one keeps the default card). */
export const CustomCard: Story = {
  args: { customCard: typicalCard },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' })
    // The custom card's code loads on first use (skeletons meanwhile): a busy machine's seconds.
    const cards = await within(list).findAllByRole('article', {}, { timeout: 10_000 })
    await expect(cards.map((card) => card.classList.contains('idx-custom-card--2'))).toEqual([true, true, true])
    await expect(cards[0]).toHaveAccessibleName('1105 W Mary St')
    await expect(cards[0]).toHaveTextContent('Beds 3')
    // The sold lease hides its price, as the default card does.
    await expect(cards[1]).not.toHaveTextContent('$')
    await expect(within(list).queryByRole('list', { name: 'Property facts' })).toBeNull()
  },
}

/**
 * A host's own card renderer (the admin card designer previews its draft card alone): every
 * listing is drawn by `renderCard`, with the props the list worked out, whatever `customCard` says.
 */
export const CustomRenderer: Story = {
  args: {
    customCard: typicalCard,
    renderCard: (card, index) => (
      <article
        aria-label={`Preview ${index + 1}: ${card.listing.title ?? card.listing.id}`}
        data-loading={card.imageLoading}
      >
        {card.feed ? 'with feed' : 'no feed'}
      </article>
    ),
    eagerImages: 1,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' })
    const cards = within(list).getAllByRole('article')
    await expect(cards).toHaveLength(3)
    await expect(cards[0]).toHaveAccessibleName(`Preview 1: ${activeListing.title}`)
    await expect(cards.map((card) => card.dataset.loading)).toEqual(['eager', 'lazy', 'lazy'])
    await expect(cards.map((card) => card.textContent)).toEqual(['with feed', 'no feed', 'no feed'])
  },
}
