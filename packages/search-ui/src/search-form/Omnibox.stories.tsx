import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { austinHintSections, muellerSections } from './fixtures.js'
import { Omnibox } from './Omnibox.js'
import type { OmniboxProps } from './Omnibox.js'

/** A host that keeps the text and answers with the fixture sections once something is typed. */
function OmniboxHost(props: OmniboxProps) {
  const [query, setQuery] = useState(props.query)
  return (
    <div style={{ maxWidth: 560, minHeight: 420 }}>
      <Omnibox
        {...props}
        query={query}
        sections={query.trim() === '' ? [] : props.sections}
        onQueryChange={(text) => {
          setQuery(text)
          props.onQueryChange(text)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'search-ui/search-form/Omnibox',
  component: Omnibox,
  render: (args) => <OmniboxHost {...args} />,
  args: {
    query: '',
    sections: muellerSections,
    hintSections: austinHintSections,
    onQueryChange: fn(),
    onSelectSuggestion: fn(),
    breakpoint: 'large',
  },
} satisfies Meta<typeof Omnibox>
export default meta
type Story = StoryObj<typeof meta>

/** Typing lists the sections by name; Down walks the suggestions across sections and Enter picks one. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search listings' })
    await expect(box).toHaveAttribute('placeholder', 'Search by address, city, neighborhood, zip, schools, or MLS#')
    await userEvent.type(box, 'mue')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('mue')
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getAllByRole('group')).toHaveLength(3)
    await expect(canvas.getByRole('group', { name: 'Neighborhoods' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'MLS #' })).toBeVisible()
    await expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(4)
    await expect(canvas.getByRole('status')).toHaveTextContent('4 suggestions available')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const active = canvas.getByRole('option', { name: /^1905 Mueller Blvd/ })
    await expect(box).toHaveAttribute('aria-activedescendant', active.id)
    await expect(active).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'address:4127' }))
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

/** While suggestions are fetched the list says so, politely. */
export const Loading: Story = {
  args: { query: 'mue', state: 'loading', sections: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(await canvas.findByText('Searching…', { selector: 'p' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…')
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Empty: Story = {
  args: { query: 'zzzz', sections: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(await canvas.findByText('No suggestions for "zzzz"', { selector: 'p' })).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByRole('listbox')).toBeNull()
  },
}

/** A failed suggestions request shows the spec's async default text. */
export const Error: Story = {
  args: { query: 'mue', state: 'error', sections: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(await canvas.findByText('Oops, Something went wrong...', { selector: 'p' })).toBeVisible()
  },
}

/** An empty box on a non-small screen offers the hint sections; a click picks one. */
export const HintSections: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(await canvas.findByRole('group', { name: 'Popular Cities' })).toBeVisible()
    await userEvent.click(canvas.getByRole('option', { name: /Hyde Park/ }))
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'area:3' }))
  },
}

/** Small screens get no hint sections: the list would cover the results. */
export const SmallScreenNoHints: Story = {
  args: { breakpoint: 'small' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.click(box)
    await new Promise((resolve) => setTimeout(resolve, 120))
    await expect(canvas.queryByRole('listbox')).toBeNull()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

/**
 * Edge of the keyboard pattern: Up from the box wraps to the last suggestion, Down from the
 * last wraps to the first, Escape closes the list and a second Escape clears the text.
 */
export const KeyboardEdges: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.type(box, 'mue')
    await canvas.findByRole('listbox')
    await userEvent.keyboard('{ArrowUp}')
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /ACT4127001/ }).id)
    await userEvent.keyboard('{ArrowDown}')
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /^Mueller/ }).id)
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('')
    await expect(args.onSelectSuggestion).not.toHaveBeenCalled()
  },
}

/** The list rolls up 200 ms after the box loses focus, so a pointer pick still lands. */
export const RollsUpOnBlur: Story = {
  args: { query: 'mue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.click(box)
    await canvas.findByRole('listbox')
    await userEvent.tab()
    await expect(box).not.toHaveFocus()
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull())
  },
}

/** The clear button empties the box and gives focus back to it. */
export const ClearButton: Story = {
  args: { query: 'Mueller' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search text' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith('')
    await expect(canvas.getByRole('combobox')).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Clear search text' })).toBeNull()
  },
}

/** A host whose suggestions take a moment: 'loading' for 300 ms after each edit, then the fixtures. */
function SlowOmniboxHost(props: OmniboxProps) {
  const [query, setQuery] = useState(props.query)
  const [answered, setAnswered] = useState(props.query)
  useEffect(() => {
    const timer = setTimeout(() => setAnswered(query), 300)
    return () => clearTimeout(timer)
  }, [query])
  const ready = answered === query
  return (
    <div style={{ maxWidth: 560, minHeight: 420 }}>
      <Omnibox
        {...props}
        query={query}
        state={ready ? 'ready' : 'loading'}
        sections={query.trim() === '' || !ready ? [] : props.sections}
        onQueryChange={(text) => {
          setQuery(text)
          props.onQueryChange(text)
        }}
      />
    </div>
  )
}

/**
 * Enter without an active suggestion picks the best one, a place before any address, even
 * when the addresses' section comes first.
 */
export const EnterPicksAPlace: Story = {
  args: { sections: [...muellerSections].reverse() },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.type(box, 'mue')
    await canvas.findByRole('listbox')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'area:12' }))
  },
}

/** Enter pressed before the suggestions came picks the best one once they do. */
export const EnterWhileLoading: Story = {
  render: (args) => <SlowOmniboxHost {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'mue{Enter}')
    await expect(args.onSelectSuggestion).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(args.onSelectSuggestion).toHaveBeenCalledWith(expect.objectContaining({ id: 'area:12' })),
    )
  },
}
