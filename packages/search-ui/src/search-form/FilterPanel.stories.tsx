import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterPanel } from './FilterPanel.js'
import type { FilterPanelProps } from './FilterPanel.js'
import { austinSchema, austinView, defaultAustinFilter } from './fixtures.js'
import { useStoryFilter } from './story-state.js'

/** A host that applies each change, as the search screen does. */
function PanelHost(props: FilterPanelProps) {
  return (
    <div style={{ maxWidth: 560 }}>
      <FilterPanel {...props} {...useStoryFilter(props.filter, props.onChange)} />
    </div>
  )
}

const meta = {
  title: 'search-ui/search-form/FilterPanel',
  component: FilterPanel,
  render: (args) => <PanelHost {...args} />,
  args: { schema: austinSchema, view: austinView, filter: defaultAustinFilter, onChange: fn() },
} satisfies Meta<typeof FilterPanel>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The Austin market's four groups: 'Beds & Baths' as tabs, the others as dropdowns.
 * Choosing '3+' beds, then a property type, emits each new filter at once.
 */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'false')
    const tabs = canvas.getByRole('tablist', { name: 'Beds & Baths' })
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Beds', 'Baths'])
    await userEvent.click(canvas.getByRole('radio', { name: '3+' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAustinFilter, bedrooms: { min: 3 } })
    await expect(within(tabs).getByRole('tab', { name: /Beds/ })).toHaveTextContent('Beds (chosen)')

    const homeType = canvas.getByRole('button', { name: 'Home Type' })
    await userEvent.click(homeType)
    await expect(homeType).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Condominium' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultAustinFilter,
      bedrooms: { min: 3 },
      property_type: { value: 'Condominium' },
    })
    await expect(homeType).toHaveTextContent('Condominium')
  },
}

/** The tabs follow the APG pattern: arrows move and select, one tab stop. */
export const TabsKeyboard: Story = {
  play: async ({ canvas }) => {
    const beds = canvas.getByRole('tab', { name: 'Beds' })
    beds.focus()
    await userEvent.keyboard('{ArrowRight}')
    const baths = canvas.getByRole('tab', { name: 'Baths' })
    await expect(baths).toHaveFocus()
    await expect(baths).toHaveAttribute('aria-selected', 'true')
    await expect(beds).toHaveAttribute('tabindex', '-1')
    await expect(canvas.getByRole('tabpanel', { name: 'Baths' })).toBeVisible()
    await expect(within(canvas.getByRole('tabpanel', { name: 'Baths' })).getByText('1.5+')).toBeVisible()
    await userEvent.keyboard('{Home}')
    await expect(beds).toHaveFocus()
    await userEvent.keyboard('{End}{ArrowRight}')
    await expect(beds).toHaveAttribute('aria-selected', 'true')
  },
}

/** Hosted in a popover: See N homes says what the filters as set find, and closes the panel. */
export const SeeHomes: Story = {
  args: { onDone: fn(), resultTotal: 10000 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See 10,000+ homes' }))
    await expect(args.onDone).toHaveBeenCalledTimes(1)
  },
}

/** While the filters' search runs, the button promises no number. */
export const SeeHomesCounting: Story = {
  args: { onDone: fn(), resultTotal: 42, resultsState: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Counting homes…' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Until the market's filters arrive the panel is busy. */
export const Loading: Story = {
  args: { schema: null, view: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading filters…')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull()
  },
}

/** A market whose filter view lists no groups. */
export const Empty: Story = {
  args: { view: { groups: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This market has no filters.')).toBeVisible()
  },
}

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
  },
}

/** Signed-in visitors also get the authenticatedData statuses (Sold, Leased/Rented). */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /More/ }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sold' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultAustinFilter,
      listing_status: { value: ['Active', 'Coming Soon', 'Sold'] },
    })
  },
}

/** Anonymous visitors do not see them. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /More/ }))
    await expect(canvas.getByRole('checkbox', { name: 'Pending' })).toBeVisible()
    await expect(canvas.queryByRole('checkbox', { name: 'Sold' })).toBeNull()
  },
}

/** Clear Filters puts every field back to the market's defaults and removes the location too. */
export const ClearFilters: Story = {
  args: {
    filter: {
      purchase_type: { value: 'Lease' },
      bedrooms: { min: 2 },
      zip: { value: '78704' },
      suggestion: { value: ['area:5'] },
    },
  },
  play: async ({ args, canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear Filters' })
    await userEvent.click(clear)
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultAustinFilter)
    await expect(clear).toBeDisabled()
  },
}

/** A picked place is a chip too: Clear Filters is offered for it alone. */
export const ClearPlaceOnly: Story = {
  args: { filter: { ...defaultAustinFilter, suggestion: { value: ['area:5'] } } },
  play: async ({ args, canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear Filters' })
    await expect(clear).toBeEnabled()
    await userEvent.click(clear)
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultAustinFilter)
  },
}

/**
 * Edge: typed values are checked against the market's schema ('787' is no zip), the range
 * selects limit each other, and Escape folds a dropdown group back onto its button.
 */
export const TypedAndRanges: Story = {
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: /More/ })
    await userEvent.click(more)
    const zip = canvas.getByRole('textbox', { name: 'Zip Code' })
    await userEvent.type(zip, '787{Enter}')
    await expect(canvas.getByText('Enter a valid Zip Code')).toHaveAttribute('role', 'alert')
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.type(zip, '04, 78745{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAustinFilter, zip: { value: ['78704', '78745'] } })

    const sqft = within(canvas.getByRole('group', { name: 'Square Feet' }))
    await userEvent.selectOptions(sqft.getByRole('combobox', { name: 'Max' }), '2000')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ square_feet: { max: 2000 } }))
    const minChoices = within(sqft.getByRole('combobox', { name: 'Min' })).getAllByRole('option')
    await expect(minChoices.at(-1)).toHaveTextContent('2,000 sq. ft.')

    await userEvent.keyboard('{Escape}')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(more).toHaveFocus()
  },
}
