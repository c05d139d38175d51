import type { SearchFilter } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { FilterChips } from './FilterChips.js'
import type { FilterChipsProps } from './FilterChips.js'
import { austinSchema, austinView, defaultAustinFilter, zilkerSquare } from './fixtures.js'
import { useStoryFilter } from './story-state.js'

/** A host that applies each removal, in a row as wide as `width`. */
function ChipsHost({ width = 720, ...props }: FilterChipsProps & { width?: number }) {
  return (
    <div style={{ width }}>
      <FilterChips {...props} {...useStoryFilter(props.filter, props.onChange)} />
    </div>
  )
}

const suggestionNames = new Map([['area:5', { name: 'Zilker', label: 'Zilker, Austin, TX' }]])

const busyFilter: SearchFilter = {
  ...defaultAustinFilter,
  suggestion: { value: ['area:5', 'zip:78704'] },
  price_in_dollars: { min: 400000, max: 900000 },
  bedrooms: { min: 3 },
  bathrooms: { min: 2 },
  property_type: { value: ['House', 'Townhouse'] },
  year_built: { min: 1990 },
}

const visibleChipNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('.idx-chips__item')]
    .filter((item) => getComputedStyle(item).visibility !== 'hidden')
    .map((item) => item.textContent?.replace(/^Remove |×$/g, ''))

const meta = {
  title: 'search-ui/search-form/FilterChips',
  component: FilterChips,
  render: (args) => <ChipsHost {...args} />,
  args: { filter: busyFilter, schema: austinSchema, view: austinView, suggestionNames, onChange: fn() },
} satisfies Meta<typeof FilterChips>
export default meta
type Story = StoryObj<typeof meta>

/** Chips by category, location first; removing one moves focus to the chip that takes its place. */
export const Typical: Story = {
  render: (args) => <ChipsHost {...args} width={1400} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(visibleChipNames(canvasElement)).toEqual([
      'Zilker',
      '78704',
      '$400,000 - $900,000',
      '3+ Beds',
      '2+ Baths',
      'House, Townhouse',
      'Year Built: 1990+',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 3+ Beds' }))
    const { bedrooms: _removed, ...rest } = busyFilter
    await expect(args.onChange).toHaveBeenLastCalledWith(rest)
    await expect(canvas.getByRole('button', { name: 'Remove 2+ Baths' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Remove House, Townhouse' })).toHaveFocus()
  },
}

/** Suggestion names still being fetched (restored from a link): the list is busy. */
export const Loading: Story = {
  args: { loading: true, filter: { suggestion: { value: ['school:40'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Remove Loading…' })).toBeVisible()
  },
}

/** Defaults are not choices: a fresh search shows no chips. */
export const Empty: Story = {
  args: { filter: defaultAustinFilter },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('group', { name: 'Selected filters' })).toHaveTextContent('No filters selected')
  },
}

/** A suggestion whose name could not be fetched reads as the field's title, and still removes. */
export const Error: Story = {
  args: { filter: { suggestion: { value: ['school:40'] } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Location' }))
    await expect(args.onChange).toHaveBeenCalledWith({})
    await expect(canvas.getByRole('group', { name: 'Selected filters' })).toHaveFocus()
  },
}

/** A drawn shape reads 'Custom Boundary'; removing the chip removes the shape. */
export const CustomBoundary: Story = {
  args: { filter: { ...defaultAustinFilter, geo_shape: { value: zilkerSquare } }, geoShapeOrigin: 'drawn' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Custom Boundary' }))
    await expect(args.onChange).toHaveBeenCalledWith(defaultAustinFilter)
  },
}

/** Any other shape (say, a searched map area) reads 'Custom Map Area'. */
export const CustomMapArea: Story = {
  args: { filter: { geo_shape: { value: zilkerSquare } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Custom Map Area' })).toBeVisible()
  },
}

/**
 * Edge: in a narrow row the chips within 120 px of the right edge are hidden and counted in
 * '{n} more', which sits inside those 120 px; it shows them all, and 'Show less' folds back.
 */
export const Overflow: Story = {
  render: (args) => <ChipsHost {...args} width={420} />,
  play: async ({ canvas, canvasElement }) => {
    const more = await canvas.findByRole('button', { name: /^\d+ more$/ })
    const shown = visibleChipNames(canvasElement)
    await expect(shown.length).toBeGreaterThan(0)
    await expect(more).toHaveTextContent(`${7 - shown.length} more`)
    const row = canvasElement.querySelector('.idx-chips__list')!.getBoundingClientRect()
    const lastShown = [...canvasElement.querySelectorAll('.idx-chips__item')][shown.length - 1]!.getBoundingClientRect()
    await expect(row.right - lastShown.right).toBeGreaterThan(120)
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(row.right)
    await userEvent.click(more)
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    await expect(visibleChipNames(canvasElement)).toHaveLength(7)
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }))
    await waitFor(() => expect(visibleChipNames(canvasElement)).toEqual(shown))
  },
}
