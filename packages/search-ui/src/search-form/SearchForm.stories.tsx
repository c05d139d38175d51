import { DELAYS_MS } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  austinHintSections,
  austinSchema,
  austinView,
  defaultAustinFilter,
  muellerSections,
  zilkerSquare,
} from './fixtures.js'
import { SearchForm } from './SearchForm.js'
import type { SearchFormProps } from './SearchForm.js'
import { useStoryFilter } from './story-state.js'
import { useDebouncedValue } from '@idx/ui'

/**
 * The host the README describes: it keeps the filter and the text, and asks for suggestions
 * once the text has settled for `DELAYS_MS.suggestionSearch` (here answered from fixtures).
 */
function SearchHost(props: SearchFormProps) {
  const { filter, onChange } = useStoryFilter(props.filter, props.onChange)
  const [query, setQuery] = useState(props.query)
  const asked = useDebouncedValue(query.trim(), DELAYS_MS.suggestionSearch)
  const settled = asked === query.trim()
  return (
    <div style={{ maxWidth: 760, minHeight: 480 }}>
      <SearchForm
        {...props}
        filter={filter}
        onChange={onChange}
        query={query}
        onQueryChange={(text) => {
          setQuery(text)
          props.onQueryChange(text)
        }}
        sections={asked.toLowerCase().startsWith('mue') ? props.sections : []}
        suggestionsState={props.suggestionsState ?? (settled ? 'ready' : 'loading')}
      />
    </div>
  )
}

const meta = {
  title: 'search-ui/search-form/SearchForm',
  component: SearchForm,
  render: (args) => <SearchHost {...args} />,
  args: {
    schema: austinSchema,
    view: austinView,
    filter: defaultAustinFilter,
    onChange: fn(),
    query: '',
    onQueryChange: fn(),
    sections: muellerSections,
    hintSections: austinHintSections,
    onSelectSuggestion: fn(),
    breakpoint: 'large',
  },
} satisfies Meta<typeof SearchForm>
export default meta
type Story = StoryObj<typeof meta>

/** Type, wait for the debounced suggestions, pick one: its id joins the filter and its name becomes a chip. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible()
    await userEvent.type(canvas.getByRole('combobox'), 'mue')
    await expect(await canvas.findByText('Searching…', { selector: 'p' })).toBeVisible()
    const option = await canvas.findByRole('option', { name: /^Mueller/ }, { timeout: 2000 })
    await userEvent.click(option)
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'area:12' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAustinFilter, suggestion: { value: ['area:12'] } })
    await expect(canvas.getByRole('combobox')).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Remove Mueller' })).toBeVisible()
  },
}

/** While the market's filters load, the Filter button opens a busy panel. */
export const Loading: Story = {
  args: { schema: null, view: null },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filter' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(await canvas.findByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** A fresh search: no chips, the Filter button shows and hides the panel. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filter' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull()
    await userEvent.click(button)
    await expect(await canvas.findByRole('region', { name: 'Filters' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeDisabled()
    await userEvent.click(button)
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull()
  },
}

/**
 * On larger screens the panel is a popover over the screen (the results keep their place): focus
 * moves into it, its See N homes counts the host's results, and Escape gives focus back.
 */
export const FilterPopover: Story = {
  args: { resultTotal: 3046 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filter' })
    await userEvent.click(button)
    const panel = await canvas.findByRole('region', { name: 'Filters' })
    await expect(panel.parentElement).toHaveAttribute('data-layout', 'popover')
    await expect(panel.parentElement?.contains(document.activeElement)).toBe(true)
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'See 3,046 homes' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull()
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** On phones the panel is a full-screen modal sheet: Close and See N homes both give focus back. */
export const FilterSheetOnPhone: Story = {
  args: { breakpoint: 'small', resultTotal: 1, resultsState: 'ready' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filter' })
    await userEvent.click(button)
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' })
    await expect(sheet).toHaveAttribute('aria-modal', 'true')
    await expect(sheet).toHaveFocus()
    await expect(sheet.getBoundingClientRect().width).toBe(window.innerWidth)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.click(await canvas.findByRole('button', { name: 'See 1 home' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(button).toHaveFocus()
  },
}

export const Error: Story = {
  args: { filtersState: 'error' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops, Something went wrong...')
  },
}

/**
 * Edge: a drawn shape and a restored suggestion (named by the host), the Filter badge counting
 * every applied filter (one per chip), a change in the panel becoming a chip, and a host that
 * opens an address itself.
 */
export const Busy: Story = {
  args: {
    filter: {
      ...defaultAustinFilter,
      bedrooms: { min: 2 },
      geo_shape: { value: zilkerSquare },
      suggestion: { value: ['area:5'] },
    },
    suggestionNames: new Map([['area:5', { name: 'Zilker' }]]),
    geoShapeOrigin: 'drawn',
    signedIn: true,
    query: 'mue',
    onSelectSuggestion: fn((suggestion) => (suggestion.type === 'address' ? false : undefined)),
  },
  play: async ({ args, canvas }) => {
    const chips = within(canvas.getByRole('group', { name: 'Selected filters' }))
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Remove Zilker×',
      'Remove Custom Boundary×',
      'Remove 2+ Beds×',
    ])
    // One per chip: the place, the shape and the beds.
    const filterButton = canvas.getByRole('button', { name: 'Filter 3 chosen' })
    await userEvent.click(filterButton)
    await userEvent.click(await canvas.findByRole('radio', { name: '4+' }))
    await expect(canvas.getByRole('button', { name: 'Filter 3 chosen' })).toBeVisible()
    await expect(chips.getByRole('button', { name: 'Remove 4+ Beds' })).toBeVisible()

    await userEvent.click(canvas.getByRole('combobox'))
    await userEvent.click(await canvas.findByRole('option', { name: /^1905 Mueller Blvd/ }, { timeout: 2000 }))
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'address:4127' }))
    // The host said it handles addresses: the filter did not change (the one call is the 4+ beds).
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('combobox')).toHaveValue('mue')
  },
}
