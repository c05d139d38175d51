import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { WorkWithAgent } from './WorkWithAgent.js'
import { longNameAgent, storyAgent } from './story-fixtures.js'

const meta = {
  title: 'search-ui/inquiry/WorkWithAgent',
  component: WorkWithAgent,
  args: { agent: storyAgent, onGetStarted: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkWithAgent>
export default meta
type Story = StoryObj<typeof meta>

/** The agent's full name and 'Get Started', which hands the agent to the host. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ana Diaz' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }))
    await expect(args.onGetStarted).toHaveBeenCalledWith(storyAgent)
  },
}

/** While the agent is assigned a second press does nothing. */
export const Assigning: Story = {
  args: { assigning: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Started' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onGetStarted).not.toHaveBeenCalled()
  },
}

/** While the agent loads: busy, no button. */
export const Loading: Story = {
  args: { agent: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A long name wraps. */
export const LongNames: Story = {
  args: { agent: longNameAgent },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: longNameAgent.full_name })).toBeVisible()
    const root = canvasElement.querySelector('.idx-work-with-agent') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}
