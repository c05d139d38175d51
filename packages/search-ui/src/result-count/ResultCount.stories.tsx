import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ResultCount } from './ResultCount.js'

const meta = {
  title: 'search-ui/ResultCount',
  component: ResultCount,
  args: { total: 42 },
} satisfies Meta<typeof ResultCount>
export default meta
type Story = StoryObj<typeof meta>

export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('42 Results')
  },
}

/** While a search runs the region is busy, so assistive tech waits for the settled count. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Searching…')
  },
}

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Results')
  },
}

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Oops, Something went wrong...')
  },
}

/** The API caps totals at 10000; the count must say it is a floor. */
export const Capped: Story = {
  args: { total: 10000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000+ Results')
  },
}

/** One below the cap is exact, with grouping. */
export const JustBelowCap: Story = {
  args: { total: 9999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('9,999 Results')
  },
}
