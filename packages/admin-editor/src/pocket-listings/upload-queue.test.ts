import { describe, expect, it } from 'vitest'
import {
  isRetryable,
  inChosenOrder,
  addFiles,
  failUpload,
  finishUpload,
  isImageFile,
  movePhoto,
  removeUpload,
  reportProgress,
  retryUpload,
  startUpload,
  UPLOAD_CONCURRENCY,
  uploadErrorMessage,
  uploadsToStart,
  type UploadQueue,
} from './upload-queue.js'

const jpeg = (id: string) => ({ id, name: `${id}.jpg`, type: 'image/jpeg' })

/** Starts whatever the queue allows, as PhotoUploader's effect does. */
function startAllowed(queue: UploadQueue): UploadQueue {
  return uploadsToStart(queue).reduce((next, upload) => startUpload(next, upload.id), queue)
}

describe('isImageFile', () => {
  it('trusts the type the browser gives', () => {
    expect(isImageFile('house.jpg', 'image/jpeg')).toBe(true)
    expect(isImageFile('house.webp', 'image/webp')).toBe(true)
    expect(isImageFile('notes.pdf', 'application/pdf')).toBe(false)
    // A type wins over the name: a text file named like a photo is not an image to the browser.
    expect(isImageFile('notes.jpg', 'text/plain')).toBe(false)
  })

  it('falls back to the name when the browser gives no type', () => {
    expect(isImageFile('IMG_0001.HEIC', '')).toBe(true)
    expect(isImageFile('listing.docx', '')).toBe(false)
  })
})

describe('addFiles', () => {
  it('queues images and refuses anything else at once, naming the file', () => {
    const queue = addFiles([], [jpeg('a'), { id: 'b', name: 'notes.pdf', type: 'application/pdf' }])
    expect(queue.map((upload) => upload.status)).toEqual(['queued', 'refused'])
    expect(queue[1]!.error).toBe('notes.pdf is not an image, so it was not uploaded.')
  })
})

describe('uploadsToStart', () => {
  it(`starts at most ${UPLOAD_CONCURRENCY} uploads at once, oldest first`, () => {
    let queue = addFiles([], ['a', 'b', 'c', 'd', 'e'].map(jpeg))
    queue = startAllowed(queue)
    expect(queue.map((upload) => upload.status)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued'])
    expect(uploadsToStart(queue)).toEqual([])
  })

  it('starts the next one when a slot frees, whether the upload finished or failed', () => {
    let queue = startAllowed(addFiles([], ['a', 'b', 'c', 'd', 'e'].map(jpeg)))
    queue = startAllowed(finishUpload(queue, 'a'))
    expect(queue.filter((upload) => upload.status === 'uploading').map((upload) => upload.id)).toEqual(['b', 'c', 'd'])
    queue = startAllowed(failUpload(queue, 'b', 'b.jpg is not an image'))
    expect(queue.filter((upload) => upload.status === 'uploading').map((upload) => upload.id)).toEqual(['c', 'd', 'e'])
  })

  it('never starts a refused or failed upload, and honours another limit', () => {
    const queue = addFiles([], [jpeg('a'), { id: 'x', name: 'x.txt', type: 'text/plain' }, jpeg('b')])
    expect(uploadsToStart(queue, 1).map((upload) => upload.id)).toEqual(['a'])
    expect(uploadsToStart(failUpload(queue, 'a', 'broken'), 5).map((upload) => upload.id)).toEqual(['b'])
  })
})

describe('progress', () => {
  it('is clamped to 0..1 and never goes backwards', () => {
    let queue = startAllowed(addFiles([], [jpeg('a')]))
    queue = reportProgress(queue, 'a', 0.4)
    queue = reportProgress(queue, 'a', 0.2)
    expect(queue[0]!.progress).toBe(0.4)
    queue = reportProgress(queue, 'a', 7)
    expect(queue[0]!.progress).toBe(1)
  })

  it('is ignored for an upload not running (a late report after Remove or a failure)', () => {
    const queue = failUpload(startAllowed(addFiles([], [jpeg('a')])), 'a', 'broken')
    expect(reportProgress(queue, 'a', 0.5)[0]!.progress).toBe(0)
    expect(reportProgress(removeUpload(queue, 'a'), 'a', 0.5)).toEqual([])
  })
})

describe('failure and retry', () => {
  it("keeps the server's message and queues the upload again on Retry", () => {
    let queue = startAllowed(addFiles([], [jpeg('a')]))
    queue = reportProgress(queue, 'a', 0.9)
    queue = failUpload(queue, 'a', 'a.jpg is not an image')
    expect(queue[0]).toMatchObject({ status: 'failed', error: 'a.jpg is not an image' })
    queue = retryUpload(queue, 'a')
    expect(queue[0]).toMatchObject({ status: 'queued', progress: 0, error: null })
    expect(uploadsToStart(queue).map((upload) => upload.id)).toEqual(['a'])
  })

  it('reads the rejection as a person would: the Error message, else one naming the file', () => {
    expect(uploadErrorMessage(new Error('house.jpg is not an image'), 'house.jpg')).toBe('house.jpg is not an image')
    expect(uploadErrorMessage(new Error(''), 'house.jpg')).toBe('house.jpg could not be uploaded.')
    expect(uploadErrorMessage(undefined, 'house.jpg')).toBe('house.jpg could not be uploaded.')
  })
})

describe('movePhoto', () => {
  it('moves one photo and keeps the others in order', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c'])
  })

  it('leaves the order alone for a position outside the list', () => {
    expect(movePhoto(['a', 'b'], 0, 5)).toEqual(['a', 'b'])
  })
})

describe('inChosenOrder', () => {
  it('puts a finished upload where it was chosen, after the photos there before', () => {
    const chosenAt = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ])
    // c finished first, then a, then b.
    let urls = inChosenOrder(['old'], 'c', chosenAt)
    urls = inChosenOrder(urls, 'a', chosenAt)
    urls = inChosenOrder(urls, 'b', chosenAt)
    expect(urls).toEqual(['old', 'a', 'b', 'c'])
  })

  it('appends a Location it has no number for', () => {
    expect(inChosenOrder(['x', 'y'], 'z', new Map())).toEqual(['x', 'y', 'z'])
  })
})

describe('isRetryable', () => {
  it('lets every failure be tried again but one its uploader says cannot pass', () => {
    expect(isRetryable(new Error('connection reset'))).toBe(true)
    expect(isRetryable(Object.assign(new Error('notes.jpg is not an image'), { retryable: false }))).toBe(false)
    expect(isRetryable('text')).toBe(true)
  })

  it('keeps the verdict on the failed upload', () => {
    const queue = startUpload(addFiles([], [{ id: 'u1', name: 'a.jpg', type: 'image/jpeg' }]), 'u1')
    expect(failUpload(queue, 'u1', 'a.jpg is not an image', false)[0]).toMatchObject({
      status: 'failed',
      retryable: false,
    })
  })
})
