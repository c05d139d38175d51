import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LetterAvatar } from './LetterAvatar.js'

const meta = {
  title: 'ui/LetterAvatar',
  component: LetterAvatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof LetterAvatar>
export default meta
type Story = StoryObj<typeof meta>

/** A member's avatar: 40 px, the initials, named by the person. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' })
    await expect(avatar).toHaveTextContent('AL')
    await expect(avatar.getBoundingClientRect().width).toBe(40)
  },
}

/** On a card (Your Agent): 60 px. */
export const Card: Story = {
  args: { size: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBe(60)
  },
}

/** In the toolbar's chat: 32 px. */
export const Chat: Story = {
  args: { size: 'chat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBe(32)
  },
}

/** A light colour (clouds, for 'T') gets dark letters, so they stay readable. */
export const LightColour: Story = {
  args: { name: 'Tom Tucker' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveStyle({ color: 'rgb(31, 35, 40)' })
  },
}

/** No name: a question mark, still named for screen readers. */
export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?')
  },
}
