import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { PinMap } from './PinMap.js'
import type { PinMapProps, PinPosition } from './PinMap.js'

/** The pin as a host keeps it: each move is the new position. */
function Placed(props: PinMapProps) {
  const [position, setPosition] = useState<PinPosition | null>(props.position)
  return (
    <PinMap
      {...props}
      position={position}
      onMove={(spot) => {
        setPosition(spot)
        props.onMove(spot)
      }}
    />
  )
}

const meta = {
  title: 'map-ui/PinMap',
  component: PinMap,
  render: (args) => <Placed {...args} />,
  args: { position: { latitude: 30.2628, longitude: -97.7712 }, onMove: fn(), label: 'Map of 1 Test St' },
  decorators: [
    (Story) => (
      <div style={{ height: 320, width: '100%', maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PinMap>
export default meta
type Story = StoryObj<typeof meta>

/** A placed address: the pin is a focusable control; the arrow keys move it (Shift: farther). */
export const KeyboardMove: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('region', { name: 'Map of 1 Test St' })).toBeVisible()
    const pin = await canvas.findByRole('button', { name: 'Pin of the address' })
    pin.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1))
    const [moved] = (args.onMove as ReturnType<typeof fn>).mock.calls[0] as [PinPosition]
    await expect(moved.latitude).toBeCloseTo(30.2628, 4)
    await expect(moved.longitude).toBeGreaterThan(-97.7712)
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}')
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(2))
    const [north] = (args.onMove as ReturnType<typeof fn>).mock.calls[1] as [PinPosition]
    await expect(north.latitude).toBeGreaterThan(moved.latitude)
    await expect(pin).toHaveFocus()
  },
}

/** No position yet: the map shows its centre and no pin. */
export const NoPin: Story = {
  args: { position: null, center: { latitude: 30.267294, longitude: -97.75 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Map of 1 Test St' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pin of the address' })).toBeNull()
  },
}
