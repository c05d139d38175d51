import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Heading } from './Heading.js'

const meta = {
  title: 'ui/Heading',
  component: Heading,
  args: { level: 2, children: 'Sign In' },
} satisfies Meta<typeof Heading>
export default meta
type Story = StoryObj<typeof meta>

/** At the host's level, and focusable from script (tabIndex -1) so a widget can move focus to it. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Sign In' })
    await expect(heading).toHaveAttribute('tabindex', '-1')
    heading.focus()
    await expect(heading).toHaveFocus()
  },
}

/** A host whose page already has a title above the widget starts it at h4. */
export const DeeperLevel: Story = {
  args: { level: 4, className: 'idx-auth__title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveClass('idx-auth__title')
  },
}

/** A section title that never takes focus. */
export const NotFocusable: Story = {
  args: { level: 3, focusable: false, children: 'Property Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).not.toHaveAttribute('tabindex')
  },
}
