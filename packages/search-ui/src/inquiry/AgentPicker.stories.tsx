import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { AgentPickerHost, longNameAgent, storyAgent } from './story-fixtures.js'

const HINT = "Can't find your agent ? Keep typing to refine the search."

const meta = {
  title: 'search-ui/inquiry/AgentPicker',
  component: AgentPickerHost,
  args: { dataSourceName: 'ABOR', onSearch: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentPickerHost>
export default meta
type Story = StoryObj<typeof meta>

/** Typing searches once, 500 ms after the last key; the agents show with the spec's hint. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Find your agent' })
    await userEvent.type(box, 'ana')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await waitFor(() => expect(canvas.getByRole('listbox', { name: 'Agents' })).toBeVisible(), { timeout: 2000 })
    await expect(args.onSearch).toHaveBeenCalledTimes(1)
    await expect(args.onSearch).toHaveBeenCalledWith('ana')
    await expect(
      canvas.getAllByRole('option').map((option) => option.querySelector('.idx-agent-picker__name')?.textContent),
    ).toEqual([
      'Ana Diaz Lone Star Realty',
      'Anand Patel Lone Star Realty',
      `${longNameAgent.full_name} ${longNameAgent.broker_name}`,
    ])
    await expect(canvas.getByRole('option', { name: 'Anand Patel Lone Star Realty' })).toBeVisible()
    await expect(canvas.getByRole('status').textContent).toBe(HINT)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Down / Enter pick an agent without a mouse; the choice shows with its photo and a Change button. */
export const KeyboardPick: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.type(box, 'ana')
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3), { timeout: 2000 })
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}')
    const second = canvas.getAllByRole('option')[1]!
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', second.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '42', full_name: 'Anand Patel' }))
    await expect(canvas.getByText('Anand Patel')).toBeVisible()
    const change = canvas.getByRole('button', { name: 'Change agent Anand Patel' })
    await expect(change).toHaveFocus()
    await userEvent.click(change)
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(canvas.getByRole('combobox')).toHaveFocus()
  },
}

/** Escape closes the list first, then clears the text. */
export const Escape: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox')
    await userEvent.type(box, 'ana')
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'), { timeout: 2000 })
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('ana')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
  },
}

/** Without the listing's data source name no search runs, and the picker says why. */
export const NoDataSource: Story = {
  args: { dataSourceName: null },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox')
    await expect(box).toHaveAccessibleDescription('Agent search is not available for this listing.')
    await userEvent.type(box, 'ana')
    await new Promise((resolve) => setTimeout(resolve, 700))
    await expect(args.onSearch).not.toHaveBeenCalled()
    await expect(box).toHaveValue('')
  },
}

/** While the host fetches the status reads the spec's 'Loading...'. */
export const Loading: Story = {
  args: { server: 'slow' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'ana')
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ana'), { timeout: 2000 })
    await expect(canvas.getByRole('status').textContent).toBe('Loading...')
    await expect(canvas.queryByRole('option')).toBeNull()
  },
}

/** A name nobody has: 'No agents found'. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz')
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('No agents found'), { timeout: 2000 })
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A failed search shows the spec's async default. */
export const SearchFailed: Story = {
  args: { server: 'fails' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'ana')
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('Oops, Something went wrong...'), {
      timeout: 2000,
    })
  },
}

/** A chosen agent: thumbnail and name. */
export const Selected: Story = {
  args: { initial: storyAgent },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ana Diaz')).toBeVisible()
    await expect(canvasElement.querySelector('img.idx-agent-thumb')).toHaveAttribute(
      'src',
      storyAgent.pictures!.thumb_url!,
    )
    await expect(canvas.queryByRole('combobox')).toBeNull()
  },
}

/** A long name and brokerage wrap inside the column; an agent without a photo gets initials. */
export const LongNames: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'wolfe')
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1), { timeout: 2000 })
    const root = canvasElement.querySelector('.idx-agent-picker') as HTMLElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await userEvent.click(canvas.getByRole('option'))
    await expect(canvas.getByText(longNameAgent.full_name)).toBeVisible()
    await expect(canvasElement.querySelector('.idx-agent-thumb--letters')).toHaveTextContent('MA')
  },
}
