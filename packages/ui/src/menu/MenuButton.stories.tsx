import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MenuButton } from './MenuButton.js'

const onNewest = fn()
const onPrice = fn()
const onList = fn()
const onMap = fn()

const meta = {
  title: 'ui/MenuButton',
  component: MenuButton,
  args: {
    button: 'Sort',
    groups: [
      {
        id: 'sort',
        label: 'Sort',
        items: [
          { id: 'newest', label: 'Newest', checked: true, onSelect: onNewest },
          { id: 'price', label: 'Price (Low to High)', checked: false, onSelect: onPrice },
        ],
      },
    ],
  },
} satisfies Meta<typeof MenuButton>
export default meta
type Story = StoryObj<typeof meta>

/** Opens on the checked item; the arrows move, Enter chooses and focus returns to the button. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sort' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(canvas.getByRole('menuitemradio', { name: 'Newest' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('menuitemradio', { name: 'Price (Low to High)' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(onPrice).toHaveBeenCalled()
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(button).toHaveFocus()
  },
}

/** Two labelled groups in one menu (the small screen's 'Sort & View'); Escape closes it. */
export const Groups: Story = {
  args: {
    button: 'Sort & View',
    showGroupLabels: true,
    align: 'end',
    groups: [
      { id: 'sort', label: 'Sort', items: [{ id: 'newest', label: 'Newest', checked: true, onSelect: onNewest }] },
      {
        id: 'view',
        label: 'View',
        items: [
          { id: 'list', label: 'List View', checked: true, onSelect: onList },
          { id: 'map', label: 'Map View', checked: false, onSelect: onMap },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort & View' }))
    await expect(canvas.getByRole('group', { name: 'View' })).toBeVisible()
    await userEvent.keyboard('m')
    await expect(canvas.getByRole('menuitemradio', { name: 'Map View' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Sort & View' })).toHaveFocus()
  },
}

/** A menu with nothing to choose still opens and closes without error. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }))
    await expect(canvas.getByRole('menu')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }))
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}
