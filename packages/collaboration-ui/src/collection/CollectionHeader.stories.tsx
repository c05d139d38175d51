import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { collection, fitsFrame, longNamed, narrowFrame } from '../shared/story-fixtures.js'
import { CollectionHeader } from './CollectionHeader.js'
import { CollectionInfo } from './CollectionInfo.js'

const meta = {
  title: 'collaboration-ui/CollectionHeader',
  component: CollectionHeader,
  args: { collection, zone: 'UTC' },
} satisfies Meta<typeof CollectionHeader>
export default meta
type Story = StoryObj<typeof meta>

/** The name as the page heading, and who created it when ('MM/DD/YY'). */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lake houses' })).toBeVisible()
    await expect(canvas.getByText('Created by Ada Lovelace 09/01/24')).toBeVisible()
  },
}

/** While the collection loads, the header says so instead of showing a blank name. */
export const Loading: Story = {
  args: { collection: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collection…')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** A long name and owner wrap inside a 390 px phone rather than widening the page. */
export const LongNamesNarrow: Story = {
  args: {
    collection: {
      ...collection,
      name: 'Homes-near-the-lake-with-a-dock-and-a-big-yard-for-the-dogs-and-kids',
      user: longNamed,
    },
  },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Created by Anastasia-Theodora/)).toBeVisible()
    await expect(fitsFrame(within(canvasElement).getByTestId('narrow'))).toBe(true)
  },
}

/** The info screen: Owner, Saved Properties, Created and Last Updated as 'MMM Do, YYYY'. */
export const Info: Story = {
  render: () => <CollectionInfo collection={collection} zone="UTC" />,
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((t) => t.textContent)
    await expect(terms).toEqual(['Owner', 'Saved Properties', 'Created', 'Last Updated'])
    const values = canvas.getAllByRole('definition').map((d) => d.textContent)
    await expect(values).toEqual(['Ada Lovelace', '12', 'Sep 1st, 2024', 'Sep 22nd, 2024'])
  },
}

/** Facts the server left out read as a dash, never 'Invalid date'. */
export const InfoEmpty: Story = {
  render: () => <CollectionInfo collection={{ user: null, total_count: null, created_at: null, updated_at: null }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual(['—', '—', '—', '—'])
  },
}
