import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListingDetailNav } from './ListingDetailNav.js'
import { detailListing } from './story-fixtures.js'

const meta = {
  title: 'search-ui/listing-detail/ListingDetailNav',
  component: ListingDetailNav,
  args: {
    listing: { ...detailListing, full_url: 'https://idx.example/app/listing/1105-w-mary-st-austin-tx-78704/7' },
    route: 'split',
    shareToken: 'jane-share-42',
    previous: { href: '/app/listing/6' },
    next: { href: '/app/listing/8' },
    onClose: fn(),
  },
} satisfies Meta<typeof ListingDetailNav>
export default meta
type Story = StoryObj<typeof meta>

const SHARED = 'https://idx.example/app/listing/1105-w-mary-st-austin-tx-78704/7?share_token=jane-share-42'

/** The split view: share links carry the share token, 'Open in New Window' leads to the full page. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const share = within(canvas.getByRole('list', { name: 'Share' }))
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(SHARED)}`,
    )
    await expect(share.getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')).toContain(
      encodeURIComponent(SHARED),
    )
    await expect(share.getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href')).toContain(
      'https://pinterest.com/pin/create/button/',
    )
    await expect(share.getByRole('link', { name: 'Share on Email' })).toHaveAttribute(
      'href',
      `mailto:?subject=1105%20W%20Mary%20St&body=${encodeURIComponent(SHARED)}`,
    )
    await expect(canvas.getByRole('link', { name: 'Open in New Window' })).toHaveAttribute(
      'href',
      'https://idx.example/app/listing/1105-w-mary-st-austin-tx-78704/7',
    )
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/app/listing/6')
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/app/listing/8')
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** On the full route there is no 'Open in New Window'; without a share token the URL is bare. */
export const FullRoute: Story = {
  args: { route: 'full', shareToken: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Open in New Window' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://idx.example/app/listing/1105-w-mary-st-austin-tx-78704/7')}`,
    )
  },
}

/** The first and only result: Previous and Next are disabled buttons. */
export const NoNeighbours: Story = {
  args: { previous: null, next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

/** With callbacks the host moves through the results in place; a link still works for a new tab. */
export const Callbacks: Story = {
  args: { previous: { href: '/app/listing/6', onGo: fn() }, next: { onGo: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Previous' }))
    await expect(args.previous?.onGo).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.next?.onGo).toHaveBeenCalled()
  },
}

/** A relative full URL is resolved against the page for the share services; no full URL, no share links. */
export const EdgeCases: Story = {
  args: { listing: { id: '99', title: 'Lot 4' }, onClose: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Share' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Open in New Window' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull()
  },
}

/** A listing whose URL is a script (bad feed data): no share links and no 'Open in New Window' to run it. */
export const ScriptUrl: Story = {
  args: { listing: { ...detailListing, full_url: 'javascript:alert(document.domain)', seo: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Share' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Open in New Window' })).toBeNull()
  },
}
