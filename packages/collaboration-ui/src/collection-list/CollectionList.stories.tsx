import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsFrame, narrowFrame } from '../shared/story-fixtures.js'
import { CollectionList } from './CollectionList.js'
import type { CollectionListProps, CollectionListTab } from './CollectionList.js'

const mine = [
  { id: '1', name: 'Starter homes', unviewed_property_count: 0 },
  { id: '2', name: 'lake houses', unviewed_property_count: 4 },
  { id: '3', name: 'Condos downtown', unviewed_property_count: null },
]

const meta = {
  title: 'collaboration-ui/CollectionList',
  component: CollectionList,
  args: { collections: mine, hrefFor: (c) => `/app/collection/${c.id}` },
} satisfies Meta<typeof CollectionList>
export default meta
type Story = StoryObj<typeof meta>

/** Sorted by name whatever the case; the unviewed count shows as a badge. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('link').map((a) => a.textContent)
    await expect(names).toEqual(['Condos downtown', 'lake houses', 'Starter homes'])
    await expect(canvas.getByRole('link', { name: 'lake houses' })).toHaveAttribute('href', '/app/collection/2')
    await expect(canvas.getByLabelText('4 unviewed')).toHaveTextContent('4')
  },
}

/** Typing filters by name; a query with no match says 'No results'. */
export const Searching: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search collections' })
    await userEvent.type(search, 'LAKE')
    await expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual(['lake houses'])
    await userEvent.type(search, 'zzz')
    await expect(canvas.getByRole('status')).toHaveTextContent('No results')
  },
}

/** No collections at all: how to start one, and no search box with nothing to search. */
export const Empty: Story = {
  args: { collections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have no collections yet. Save a home from the search to start one.',
    )
    await expect(canvas.queryByRole('searchbox')).toBeNull()
    await expect(canvas.queryByText('No results')).toBeNull()
  },
}

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collections…')
  },
}

/** A failed load says so and offers to try again. */
export const Failed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your collections could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

function AgentList(props: CollectionListProps) {
  const [tab, setTab] = useState<CollectionListTab>('mine')
  const clients = [
    {
      id: '9',
      name: 'The Garcias: first home',
      unviewed_property_count: 0,
      user: { full_name: 'Ana Garcia' },
      total_count: 4,
      owner_unviewed_property_count: 2,
    },
  ]
  return (
    <CollectionList
      {...props}
      isAgent
      tab={tab}
      onTabChange={setTab}
      collections={tab === 'mine' ? props.collections : clients}
    />
  )
}

/**
 * Agents switch between their own and their clients' collections, with the mouse or the arrow keys;
 * a client's board says whose it is, how many homes it holds and how many the client has not seen.
 */
export const AgentTabs: Story = {
  render: (args) => <AgentList {...args} />,
  play: async ({ canvas }) => {
    const mineTab = canvas.getByRole('tab', { name: 'My Collections' })
    await expect(mineTab).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.queryByText(/ homes? · /)).toBeNull()
    await userEvent.click(canvas.getByRole('tab', { name: 'Client Collections' }))
    await expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual(['The Garcias: first home'])
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Garcia · 4 homes · 2 unviewed')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(mineTab).toHaveFocus()
    await expect(mineTab).toHaveAttribute('aria-selected', 'true')
  },
}

/** Many collections with long names in a 390 px phone: every one listed, nothing overflows. */
export const ManyNarrow: Story = {
  args: {
    collections: Array.from({ length: 60 }, (_, i) => ({
      id: String(i),
      name: `Collection ${i + 1} with-an-unusually-long-name-that-has-no-spaces-to-break-at`,
      unviewed_property_count: i % 3,
    })),
  },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(60)
    await expect(canvas.getAllByRole('link')[1]).toHaveTextContent(/^Collection 2 /)
    await expect(fitsFrame(canvas.getByTestId('narrow'))).toBe(true)
  },
}

/** The same list of saved searches: its own words, an agent's 'My Searches' / 'Client Searches' tabs, new matches counted. */
export const SavedSearches: Story = {
  args: {
    kind: 'saved-search',
    isAgent: true,
    tab: 'clients',
    hrefFor: (c) => `/app/saved-search/${c.id}`,
    collections: [
      {
        id: '7',
        name: 'Mueller 3 beds',
        unviewed_property_count: 4,
        user: { full_name: 'Ana Garcia' },
        owner_unviewed_property_count: 4,
      },
      { id: '8', name: 'Zilker condos', unviewed_property_count: 0, user: { full_name: 'Ben Ortiz' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Client Searches' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'My Searches' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Mueller 3 beds' })).toHaveAttribute('href', '/app/saved-search/7')
    await expect(canvas.getByText('Ana Garcia · 4 unviewed')).toBeVisible()
    await expect(canvas.getByText('Ben Ortiz')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search saved searches' })).toBeVisible()
  },
}
