import type { Breakpoint } from '@idx/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { useBreakpoint } from './useBreakpoint.js'
import { useDebouncedValue } from './useDebouncedValue.js'

/** Shows what the two hooks answer: the breakpoint, and a typed text once it settles. */
function HookProbe({ pinned, delayMs }: { pinned?: Breakpoint; delayMs: number }) {
  const breakpoint = useBreakpoint(pinned)
  const [text, setText] = useState('')
  const settled = useDebouncedValue(text, delayMs)
  return (
    <div>
      <p data-testid="breakpoint">{breakpoint}</p>
      <label>
        Search <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p data-testid="settled">{settled}</p>
    </div>
  )
}

const meta = {
  title: 'ui/hooks',
  component: HookProbe,
  args: { delayMs: 300 },
} satisfies Meta<typeof HookProbe>
export default meta
type Story = StoryObj<typeof meta>

/** The viewport's breakpoint by the domain's rule (the test browser is wider than 60em). */
export const MeasuredBreakpoint: Story = {
  play: async ({ canvas }) => {
    await expect(['large', 'xl']).toContain(canvas.getByTestId('breakpoint').textContent)
  },
}

/** A host that knows better pins the breakpoint. */
export const PinnedBreakpoint: Story = {
  args: { pinned: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent('small')
  },
}

/** The value follows only once typing has stopped for the delay. */
export const DebouncedValue: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Search'), 'Austin')
    await expect(canvas.getByTestId('settled')).toHaveTextContent('')
    await waitFor(() => expect(canvas.getByTestId('settled')).toHaveTextContent('Austin'))
  },
}
