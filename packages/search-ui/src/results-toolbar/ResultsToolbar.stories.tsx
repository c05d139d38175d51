import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ResultsToolbar } from './ResultsToolbar.js'

const meta = {
  title: 'search-ui/ResultsToolbar',
  component: ResultsToolbar,
  args: {
    total: 123,
    sort: '-data_source_listing_updated_at',
    onSortChange: fn(),
    map: true,
    onMapChange: fn(),
    saveSearchHref: '/app/save-search',
    backToSearchHref: '/app/',
    layout: 'wide',
  },
  decorators: [
    (Story) => (
      // Room below for the open menu.
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultsToolbar>
export default meta
type Story = StoryObj<typeof meta>

export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('123 Results')
    await expect(canvas.getByRole('link', { name: 'Save Search' })).toHaveAttribute('href', '/app/save-search')
    await expect(canvas.queryByRole('link', { name: 'Back to Search' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Sort: Updated (Newest First)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false')
  },
}

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true')
    // The controls stay usable while a search runs.
    await expect(canvas.getByRole('button', { name: /^Sort:/ })).toBeEnabled()
  },
}

/** No results: the count says so, and the search can still be saved (to hear of new listings). */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Results options' })).getByRole('status')).toHaveTextContent(
      'No Results',
    )
    await expect(canvas.getByRole('link', { name: 'Save Search' })).toBeVisible()
  },
}

/** A failed search shows the spec's async default; sorting and the view toggle stay available to retry. */
export const Error: Story = {
  args: { state: 'error', map: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Oops, Something went wrong...')
    await userEvent.click(canvas.getByRole('button', { name: 'Map' }))
    await expect(args.onMapChange).toHaveBeenCalledWith(true)
  },
}

/** Inside a collection at the 10000 cap: '10,000+ Results' and 'Back to Search' instead of 'Save Search'. */
export const Edge: Story = {
  args: { total: 10000, context: 'collection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000+ Results')
    await expect(canvas.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/app/')
    await expect(canvas.queryByRole('link', { name: 'Save Search' })).toBeNull()
  },
}

/** The sort menu lists 'Featured' and the spec's ten sorts; choosing one reports its sort string. */
export const SortByMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Updated (Newest First)' }))
    const menu = canvas.getByRole('menu', { name: 'Sort: Updated (Newest First)' })
    const items = within(menu).getAllByRole('menuitemradio')
    await expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
      'Featured',
      'Updated (Newest First)',
      'Updated (Oldest First)',
      'Price (Low to High)',
      'Price (High to Low)',
      'Beds (Low to High)',
      'Beds (High to Low)',
      'Baths (Low to High)',
      'Baths (High to Low)',
      'Lot Size (Low to High)',
      'Lot Size (High to Low)',
    ])
    await expect(within(menu).getByRole('menuitemradio', { name: /Newest/ })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Price \(High to Low\)/ }))
    await expect(args.onSortChange).toHaveBeenCalledWith('-price_in_dollars')
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}

/** APG menu button keys: ArrowDown opens on the checked item, arrows wrap, a letter jumps, Enter chooses. */
export const SortByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sort: Updated (Newest First)' })
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('menuitemradio', { name: /Newest/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getByRole('menuitemradio', { name: 'Featured' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getByRole('menuitemradio', { name: /Lot Size \(High to Low\)/ })).toHaveFocus()
    await userEvent.keyboard('b')
    await expect(canvas.getByRole('menuitemradio', { name: /Beds \(Low to High\)/ })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(button).toHaveFocus()
    await expect(args.onSortChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSortChange).toHaveBeenCalledWith('price_in_dollars')
    await expect(button).toHaveFocus()
  },
}

/** The List / Map toggle sets the map query parameter. */
export const ToggleView: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Map' }))
    await expect(args.onMapChange).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'List' }))
    await expect(args.onMapChange).toHaveBeenCalledWith(false)
  },
}

/** Small screens: one menu with the sort options plus List View and Map View. */
export const Compact: Story = {
  args: { layout: 'compact', map: false, sort: 'bedrooms' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Map' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Sort & View' }))
    const menu = canvas.getByRole('menu')
    await expect(within(menu).getByRole('group', { name: 'Sort' })).toBeVisible()
    const view = within(menu).getByRole('group', { name: 'View' })
    await expect(within(view).getByRole('menuitemradio', { name: /List View/ })).toHaveAttribute('aria-checked', 'true')
    await expect(within(menu).getByRole('menuitemradio', { name: /Beds \(Low to High\)/ })).toHaveFocus()
    await userEvent.click(within(view).getByRole('menuitemradio', { name: /Map View/ }))
    await expect(args.onMapChange).toHaveBeenCalledWith(true)
  },
}

/** 'Featured' puts the brokerage's own listings first: the button names it and choosing it sends '-broker_listing'. */
export const SortFeatured: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Updated (Newest First)' }))
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Featured' }))
    await expect(args.onSortChange).toHaveBeenCalledWith('-broker_listing')
  },
}

/** The featured sort, as a search URL restores it, names itself on the button. */
export const SortedFeatured: Story = {
  args: { sort: '-broker_listing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sort: Featured' })).toBeVisible()
  },
}

/** A click outside the open menu closes it without choosing. */
export const ClickOutside: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Updated (Newest First)' }))
    await expect(canvas.getByRole('menu')).toBeVisible()
    await userEvent.click(canvas.getByRole('status'))
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(args.onSortChange).not.toHaveBeenCalled()
  },
}

/** 'auto' shows the wide controls or the small-screen menu, never both. */
export const Auto: Story = {
  args: { layout: 'auto' },
  play: async ({ canvas }) => {
    const small = !window.matchMedia('(min-width: 30em)').matches
    await expect(canvas.queryAllByRole('button', { name: 'Sort & View' })).toHaveLength(small ? 1 : 0)
    await expect(canvas.queryAllByRole('button', { name: /^Sort:/ })).toHaveLength(small ? 0 : 1)
  },
}

/** Inside a collection: 'Back to Search', no sort menu (the order is the one listings were added in). */
export const CollectionUnsorted: Story = {
  args: { context: 'collection', sortable: false, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 Results')
    await expect(canvas.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/app/')
    await expect(canvas.queryByRole('button', { name: /^Sort/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false')
  },
}

/** The same on a phone: one 'View' menu with List View and Map View. */
export const CollectionUnsortedCompact: Story = {
  args: { context: 'collection', sortable: false, total: 3, layout: 'compact' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Sort & View' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'View' }))
    await expect(canvas.queryByRole('menuitemradio', { name: /Updated/ })).toBeNull()
    await userEvent.click(canvas.getByRole('menuitemradio', { name: /List View/ }))
    await expect(args.onMapChange).toHaveBeenCalledWith(false)
  },
}
