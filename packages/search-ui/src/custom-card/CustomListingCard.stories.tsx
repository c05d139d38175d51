import { readCustomCard } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import listingCardMeta, {
  Actions as DefaultCardActions,
  Loading as DefaultCardLoading,
} from '../listing-card/ListingCard.stories.js'
import { activeListing, photo, soldLeaseListing } from '../listing-card/story-fixtures.js'
import { CustomListingCard } from './CustomListingCard.js'
import { brokenCard, emptyCard, everyBlockCard, hostileCard, typicalCard, unreadableCard } from './story-fixtures.js'

const meta = {
  title: 'search-ui/CustomListingCard',
  component: CustomListingCard,
  // The default card's stories' listing, feed and frame, so the two variants compare side by side.
  args: {
    ...listingCardMeta.args,
    component: typicalCard,
  },
  decorators: listingCardMeta.decorators,
} satisfies Meta<typeof CustomListingCard>
export default meta
type Story = StoryObj<typeof meta>

/** Photos, title, price, beds, baths and the actions, as the editor's typical card lays them out. */
export const Typical: Story = {
  args: { onSave: fn(), onComment: fn(), onRemove: fn() },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(card).toHaveClass('idx-custom-card', 'idx-custom-card--2')
    const link = within(card).getByRole('link', { name: '1105 W Mary St' })
    await expect(link).toHaveAttribute('href', '/app/listing/1105-w-mary-st-austin-tx-78704/7')
    await expect(within(card).getByRole('heading', { level: 3 })).toContainElement(link)
    await expect(card).toHaveTextContent('Price: $725,000')
    await expect(card).toHaveTextContent('Beds 3')
    await expect(card).toHaveTextContent('Baths 2 1/2')
    // Only what the document lays out: no facts line, no MLS#.
    await expect(within(card).queryByText(/MLS#/)).toBeNull()
    // The feed's required names still show: MLS rules are not a design choice.
    await expect(within(card).getByText('Courtesy of Ana Diaz, Lone Star Realty')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo of 1105 W Mary St' }))
    await expect(card.querySelector('img.idx-card__img')).toHaveAttribute('src', photo(1))
    await expect(within(card).getAllByRole('button', { name: /^(Save|Comment|Remove) 1105 W Mary St$/ })).toHaveLength(
      3,
    )
    await userEvent.click(link)
    await expect(args.onOpen).toHaveBeenCalledWith(activeListing)
  },
}

/** Below the fold the photos block loads lazily at 268x150: the default card's own story, run on this card. */
export const Loading: Story = {
  args: DefaultCardLoading.args,
  play: DefaultCardLoading.play,
}

/** Save, Comment and Remove behave as on the default card: its own story, run on this card. */
export const Actions: Story = {
  args: DefaultCardActions.args,
  play: DefaultCardActions.play,
}

/** A new component's empty document: the default card shows instead, so results never go blank. */
export const Empty: Story = {
  args: { component: emptyCard },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    await expect(card).not.toHaveClass('idx-custom-card')
    // The default card's facts line and MLS number, which the typical custom card leaves out.
    await expect(within(card).getByRole('list', { name: 'Property facts' })).toHaveTextContent('3 BR')
    await expect(card).toHaveTextContent('MLS# ACT4410257')
  },
}

/**
 * A document with mistakes: an unknown card, an unknown attribute, an unknown section, an unsafe
 * link and an unknown markup. What is fine still renders; what was left out is what the editor
 * lists (shown below the card, as the editor would).
 */
export const Error: Story = {
  args: { component: brokenCard, listing: soldLeaseListing, feed: null },
  render: (args) => (
    <>
      <CustomListingCard {...args} />
      <ul aria-label="Left out of the card">
        {readCustomCard(args.component.mobiledoc).dropped.map((drop, index) => (
          <li key={index}>
            <code>{drop.pointer}</code> {drop.detail}
          </li>
        ))}
      </ul>
    </>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '88 Rainey St #1402' })
    await expect(card).toHaveTextContent('Open Sunday 1-4pm call us')
    await expect(card).toHaveTextContent('Sq. ft. 780')
    // The javascript: link keeps its text, unlinked.
    await expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/app/listing/88-rainey-st-1402-austin-tx-78701/12'])
    await expect(card.querySelector('blink')).toBeNull()
    const leftOut = within(canvas.getByRole('list', { name: 'Left out of the card' })).getAllByRole('listitem')
    await expect(leftOut.map((item) => item.querySelector('code')?.textContent)).toEqual([
      '/markups/0',
      '/markups/1',
      '/cards/0/0',
      '/cards/2/1/attribute',
      '/sections/3/0',
      '/sections/5/2/0/3',
      '/sections/7/1',
    ])
  },
}

/** A value that is no Mobiledoc 0.3 document leaves nothing to render: the default card shows. */
export const Unreadable: Story = {
  args: { component: unreadableCard },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '1105 W Mary St' })).not.toHaveClass('idx-custom-card')
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toBeVisible()
  },
}

/**
 * Every block with long texts: a meme, photos, a centred heading, attributes with and without
 * labels, formatted text with an atom, a soft return and links (a javascript: one dropped), a
 * list, a quote, an image, an aside, the actions, and the component's stylesheet, whose stray
 * '}' and '</style>' must not reach the page.
 */
export const Edge: Story = {
  args: {
    component: everyBlockCard,
    listing: {
      ...activeListing,
      title: 'Bouldin Creek bungalow with a detached studio, a saltwater pool and a porch that wraps around two sides',
      lot_acre: 0.25,
      year_built: 1938,
      description: 'Light-filled 1938 bungalow on a quiet tree-lined street. '.repeat(14),
    },
    saveHref: (listing) => `/app/save?listing_id=${listing.id}&isSidebarOpen=true`,
    onComment: fn(),
    onRemove: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: /^Bouldin Creek bungalow/ })
    const meme = within(card).getByRole('figure')
    await expect(within(meme).getByRole('img', { name: 'The backyard' })).toBeVisible()
    await expect(meme).toHaveTextContent('When the backyard has a pool and a hot tub')
    await expect(within(card).getByRole('heading', { level: 4, name: 'Just listed in Bouldin Creek' })).toHaveAttribute(
      'data-align',
      'center',
    )
    await expect(card).toHaveTextContent('Bedrooms 3')
    await expect(card).toHaveTextContent('Lot 0.25 acres')
    await expect(card).toHaveTextContent('Built 1938')
    await expect(card).toHaveTextContent('Status Active')
    await expect(card).toHaveTextContent('MLS# ACT4410257')
    await expect(card.querySelector('[data-attribute="description"]')?.textContent?.endsWith('…')).toBe(true)
    // The atom reads as its text, inside the bold it was typed in.
    await expect(card.querySelector('strong')).toHaveTextContent(/^Ask @Ana Diaz$/)
    await expect(within(card).getByRole('link', { name: 'open house (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    await expect(within(card).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:+15125550100')
    await expect(within(card).queryByRole('link', { name: 'seller disclosures' })).toBeNull()
    await expect(card).toHaveTextContent('or the seller disclosures')
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(card).getByRole('link', { name: /^Save Bouldin Creek bungalow/ })).toHaveAttribute(
      'href',
      '/app/save?listing_id=7&isSidebarOpen=true',
    )
    // The stylesheet applies to this card, and to nothing else.
    await expect(getComputedStyle(card).borderTopColor).toBe('rgb(102, 51, 153)')
    await expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).not.toBe('rgb(255, 0, 0)')
    const sheet = canvasElement.ownerDocument.querySelector('style[data-precedence="idx-custom-card"]')
    await expect(sheet?.textContent).toContain('@scope (.idx-custom-card--5) {')
    await expect(sheet?.textContent).not.toContain('<')
  },
}

/** Without a title block the card keeps its name and detail link, unseen until focused. */
export const WithoutTitleBlock: Story = {
  args: {
    component: {
      ...typicalCard,
      id: '6',
      mobiledoc: {
        ...typicalCard.mobiledoc,
        sections: [
          [10, 0],
          [10, 2],
          [10, 5],
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '1105 W Mary St' })
    const heading = within(card).getByRole('heading', { level: 3, name: '1105 W Mary St' })
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await userEvent.tab()
    await expect(within(heading).getByRole('link')).toHaveFocus()
    await expect(heading.getBoundingClientRect().width).toBeGreaterThan(1)
  },
}

/**
 * A stylesheet that tries every way out (overlay, fixed banner, huge shadow, page and sibling
 * selectors, remote images and fonts): the text around the card stays visible and on top.
 */
export const HostileStylesheet: Story = {
  args: { component: hostileCard },
  render: (args) => (
    <div>
      <p data-testid="before" style={{ margin: '0 0 8px' }}>
        Before the card
      </p>
      <CustomListingCard {...args} />
      <p data-testid="after" style={{ margin: '8px 0 0' }}>
        After the card
      </p>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Its own content it may hide (`:not(&)`): the card is the admin's.
    const card = await canvas.findByRole('article', { hidden: true })
    const document = canvasElement.ownerDocument
    for (const id of ['before', 'after']) {
      const outside = canvas.getByTestId(id)
      await expect(outside).toBeVisible()
      const box = outside.getBoundingClientRect()
      // Nothing the card draws covers the text around it.
      await expect(document.elementFromPoint(box.left + 5, box.top + box.height / 2)).toBe(outside)
    }
    const cardBox = card.getBoundingClientRect()
    const before = canvas.getByTestId('before').getBoundingClientRect()
    await expect(cardBox.top).toBeGreaterThanOrEqual(before.bottom)
    await expect(cardBox.width).toBeLessThanOrEqual(320)
    await expect(getComputedStyle(card).position).toBe('relative')
    await expect(getComputedStyle(card).transform).toBe('none')
    await expect(getComputedStyle(document.body).display).not.toBe('none')
    await expect(getComputedStyle(document.documentElement).backgroundColor).not.toBe('rgb(255, 0, 0)')
    const sheet = document.querySelector('style[data-precedence="idx-custom-card"]')
    await expect(sheet?.textContent).not.toMatch(/@import|@font-face|evil\.example|tracker\.example|!important/)
  },
}
