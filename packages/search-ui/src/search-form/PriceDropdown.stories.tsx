import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { defaultAustinFilter } from './fixtures.js'
import { PriceDropdown } from './PriceDropdown.js'
import type { PriceDropdownProps } from './PriceDropdown.js'
import { useStoryFilter } from './story-state.js'

/** A host that applies each change, as the search screen does. */
function PriceHost(props: PriceDropdownProps) {
  return (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <PriceDropdown {...props} {...useStoryFilter(props.filter, props.onChange)} />
    </div>
  )
}

const listedPrices = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent)

const meta = {
  title: 'search-ui/search-form/PriceDropdown',
  component: PriceDropdown,
  render: (args) => <PriceHost {...args} />,
  args: { filter: defaultAustinFilter, onChange: fn() },
} satisfies Meta<typeof PriceDropdown>
export default meta
type Story = StoryObj<typeof meta>

/** Picking a min filters at once, and the max list then starts at that min. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const min = canvas.getByRole('combobox', { name: 'Min' })
    await userEvent.click(min)
    const minList = canvas.getByRole('listbox', { name: 'Min' })
    await expect(listedPrices(minList).slice(0, 3)).toEqual(['No Min', '$50,000', '$100,000'])
    await userEvent.click(within(minList).getByRole('option', { name: '$250,000' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAustinFilter, price_in_dollars: { min: 250000 } })
    await expect(min).toHaveValue('$250,000')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Max' }))
    await expect(listedPrices(canvas.getByRole('listbox', { name: 'Max' })).slice(0, 2)).toEqual(['No Max', '$250,000'])
    await expect(canvas.getByText('Press enter to filter')).toBeVisible()
  },
}

/** While the market loads the inputs wait and the group is busy. */
export const Loading: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Price' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Min' })).toBeDisabled()
    await expect(canvas.getByRole('combobox', { name: 'Max' })).toBeDisabled()
  },
}

/** No price chosen: both sides read 'No Min' / 'No Max'. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Min' })).toHaveAttribute('placeholder', 'No Min')
    await expect(canvas.getByRole('combobox', { name: 'Max' })).toHaveAttribute('placeholder', 'No Max')
    await expect(canvas.getByRole('combobox', { name: 'Min' })).toHaveValue('')
    await expect(canvas.getByRole('alert')).toHaveTextContent('')
  },
}

/** A typed max below the min is refused: 'Max can not be less than $300,000', and Enter applies nothing. */
export const Error: Story = {
  args: { filter: { ...defaultAustinFilter, price_in_dollars: { min: 300000 } } },
  play: async ({ args, canvas }) => {
    const max = canvas.getByRole('combobox', { name: 'Max' })
    await userEvent.type(max, '250000{Enter}')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Max can not be less than $300,000')
    await expect(max).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByText('Press enter to filter')).toBeNull()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** And a typed min above the max: 'Min can not be greater than $400,000'. */
export const MinAboveMax: Story = {
  args: { filter: { ...defaultAustinFilter, price_in_dollars: { max: 400000 } } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Min' }), '450000{Enter}')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Min can not be greater than $400,000')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/**
 * Renting uses the lease ladder ($500 to $5,000); only digits, Backspace, Delete and Enter
 * type; a typed price filters on Enter and joins the list.
 */
export const LeaseTypedPrice: Story = {
  args: { filter: { purchase_type: { value: 'Lease' } } },
  play: async ({ args, canvas }) => {
    const min = canvas.getByRole('combobox', { name: 'Min' })
    await userEvent.click(min)
    const list = canvas.getByRole('listbox', { name: 'Min' })
    await expect(listedPrices(list)).toHaveLength(28)
    await expect(listedPrices(list).slice(0, 3)).toEqual(['No Min', '$500', '$550'])
    await userEvent.keyboard('1a2,3.4$')
    await expect(min).toHaveValue('1234')
    await userEvent.keyboard('{Backspace}5{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      purchase_type: { value: 'Lease' },
      price_in_dollars: { min: 1235 },
    })
    await expect(min).toHaveValue('$1,235')
    await userEvent.click(min)
    await expect(
      within(canvas.getByRole('listbox', { name: 'Min' })).getByRole('option', { name: '$1,235' }),
    ).toBeVisible()
  },
}

/** The keyboard walks the list (Down, Up), Enter picks, and 'No Min' clears the bound. */
export const KeyboardPick: Story = {
  args: { filter: { ...defaultAustinFilter, price_in_dollars: { min: 100000, max: 200000 } } },
  play: async ({ args, canvas }) => {
    const min = canvas.getByRole('combobox', { name: 'Min' })
    await userEvent.click(min)
    // The min list stops at the max: No Min, $50,000 … $200,000.
    await expect(listedPrices(canvas.getByRole('listbox', { name: 'Min' }))).toEqual([
      'No Min',
      '$50,000',
      '$100,000',
      '$150,000',
      '$200,000',
    ])
    await userEvent.keyboard('{ArrowDown}')
    await expect(min).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'No Min' }).id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAustinFilter, price_in_dollars: { max: 200000 } })
    await expect(min).toHaveAttribute('aria-expanded', 'false')
  },
}
