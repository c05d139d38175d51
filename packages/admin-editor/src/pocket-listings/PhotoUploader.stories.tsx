import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PhotoUploader, type PhotoUploaderProps } from './PhotoUploader.js'
import { photoLocation, photoSet, pngFile } from './photo-story-fixtures.js'

const THREE = photoSet(['A', 'B', 'C'])

/** The host keeps the list (as the wizard's form does); the story sees each change too. */
function ControlledUploader(props: PhotoUploaderProps) {
  const [urls, setUrls] = useState(props.photoUrls)
  return (
    <PhotoUploader
      {...props}
      photoUrls={urls}
      onChange={(next) => {
        setUrls(next)
        props.onChange(next)
      }}
    />
  )
}

/** An uploader that never finishes: each upload reports 40 % and waits. */
const stalledUpload = fn((_file: File, onProgress: (fraction: number) => void, _signal: AbortSignal) => {
  onProgress(0.4)
  return new Promise<{ location: string; key: string }>(() => {})
})

/** An uploader that lands every file at once, named after it. */
const instantUpload = fn(async (file: File, onProgress: (fraction: number) => void) => {
  onProgress(1)
  const name = file.name.replace(/\.\w+$/, '')
  return { location: photoLocation(name), key: `sites/1/${name}.jpg` }
})

/** An uploader the server refuses once (a renamed document, as it reads it) and then takes. */
function failingOnce() {
  let attempts = 0
  return async (file: File, _onProgress: (fraction: number) => void, _signal: AbortSignal) => {
    attempts += 1
    if (attempts === 1) throw new Error(`${file.name} is not an image`)
    return { location: photoLocation('house'), key: 'sites/1/house.jpg' }
  }
}

const meta = {
  title: 'admin-editor/pocket-listings/PhotoUploader',
  component: PhotoUploader,
  render: (args) => <ControlledUploader {...args} />,
  args: { photoUrls: [], onChange: fn(), uploadPhoto: instantUpload },
} satisfies Meta<typeof PhotoUploader>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: nothing yet; the picker takes several images, and no Change Order with nothing to order. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos yet')).toBeVisible()
    const input = canvas.getByLabelText('Add Photos')
    await expect(input).toHaveAttribute('accept', 'image/*')
    await expect(input).toHaveAttribute('multiple')
    await expect(canvas.queryByRole('button', { name: 'Change Order' })).toBeNull()
  },
}

/** Uploading: five images chosen at once; three upload (each with its progress), two wait. */
export const Uploading: Story = {
  args: { uploadPhoto: stalledUpload },
  play: async ({ canvas, args }) => {
    const files = await Promise.all(
      ['front', 'kitchen', 'yard', 'porch', 'bath'].map((name, i) => pngFile(`${name}.png`, i)),
    )
    await userEvent.upload(canvas.getByLabelText('Add Photos'), files)
    const bars = await canvas.findAllByRole('progressbar')
    await expect(bars).toHaveLength(5)
    await expect(canvas.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await expect(canvas.getByRole('progressbar', { name: 'Uploading yard.png' })).toHaveAttribute('aria-valuenow', '40')
    await expect(canvas.getByRole('progressbar', { name: 'Uploading porch.png' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting',
    )
    await expect(args.uploadPhoto).toHaveBeenCalledTimes(3)
    await expect(canvas.getByText('No photos yet, 5 uploading')).toBeVisible()
    // Cancelling one frees its slot: the next waiting file starts.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel kitchen.png' }))
    await waitFor(() => expect(args.uploadPhoto).toHaveBeenCalledTimes(4))
    await expect(canvas.getByRole('progressbar', { name: 'Uploading porch.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    const signal = stalledUpload.mock.calls[1]![2]
    await expect(signal.aborted).toBe(true)
  },
}

/** Failed: the server refuses a renamed document; its words stay on the tile, and Retry sends it again. */
export const FailedUpload: Story = {
  args: { uploadPhoto: fn(failingOnce()) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Add Photos'), await pngFile('house.png'))
    const tile = (await canvas.findByText('house.png is not an image')).closest('li')!
    await expect(within(tile).getByRole('alert')).toHaveTextContent('house.png is not an image')
    await userEvent.click(within(tile).getByRole('button', { name: 'Retry house.png' }))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([photoLocation('house')]))
    await expect(canvas.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Refused: a dropped PDF is refused on the spot, by name, and never sent; the images beside it are. */
export const RefusedNonImage: Story = {
  play: async ({ canvas, args }) => {
    // A real drop, as Chromium makes it (testing-library's fireEvent would empty the DataTransfer).
    const transfer = new DataTransfer()
    transfer.items.add(new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }))
    transfer.items.add(await pngFile('front.png'))
    const zone = canvas.getByTestId('photo-drop-zone')
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }))
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.pdf is not an image, so it was not uploaded.',
    )
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([photoLocation('front')]))
    await expect(args.uploadPhoto).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the message about notes.pdf' }))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Re-order mode: Change Order turns every photo into a handle; Done goes back. */
export const ReorderMode: Story = {
  args: { photoUrls: THREE.urls, previewUrl: THREE.previewUrl },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Order' }))
    await expect(canvas.getAllByRole('button', { name: /^Move photo \d of 3$/ })).toHaveLength(3)
    await expect(canvas.queryByLabelText('Add Photos')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Move photo 1 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(canvas.getByRole('button', { name: 'Remove photo 1' })).toBeVisible()
  },
}

/** Keyboard: Space picks photo A up, the right arrow moves it past B, Space drops it: B, A, C. */
export const KeyboardReorder: Story = {
  args: { photoUrls: THREE.urls, previewUrl: THREE.previewUrl },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Order' }))
    const handle = canvas.getByRole('button', { name: 'Move photo 1 of 3' })
    handle.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up photo 1 of 3.'))
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(document.body).toHaveTextContent('Photo 1 is over position 2 of 3.'))
    await userEvent.keyboard(' ')
    const [a, b, c] = THREE.urls
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([b, a, c]))
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(canvas.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', THREE.previewUrl(b!))
  },
}

const MANY = photoSet(Array.from({ length: 24 }, (_, i) => `P${i + 1}`))

/** Many photos: 24 tiles wrap in the grid; removing one reports the list without it. */
export const ManyPhotos: Story = {
  args: { photoUrls: MANY.urls, previewUrl: MANY.previewUrl },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('24 photos')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 3' }))
    await expect(args.onChange).toHaveBeenCalledWith(MANY.urls.filter((_, i) => i !== 2))
    await expect(canvas.getByText('23 photos')).toBeVisible()
  },
}
