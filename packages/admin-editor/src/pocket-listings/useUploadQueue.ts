import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  inChosenOrder,
  addFiles,
  failUpload,
  isRetryable,
  finishUpload,
  isImageFile,
  removeUpload,
  reportProgress,
  retryUpload,
  startUpload,
  uploadErrorMessage,
  uploadsToStart,
  type UploadQueue,
} from './upload-queue.js'

/** Sends one file; resolves with where it landed (see PhotoUploaderProps.uploadPhoto). */
export type UploadPhoto = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<{ location: string; key: string }>

interface UploadQueueOptions {
  readonly photoUrls: readonly string[]
  readonly onChange: (urls: string[]) => void
  readonly uploadPhoto: UploadPhoto
}

let nextUploadId = 0

/**
 * The glue between upload-queue.ts's decisions and the browser: the File of each upload, its
 * AbortController and its local preview (an object URL, kept by Location once uploaded so a new
 * photo shows at once even before the host has a thumbnail). The queue lives in a ref so a
 * finished upload starts the next one in the same tick, without an effect.
 */
export function useUploadQueue({ photoUrls, onChange, uploadPhoto }: UploadQueueOptions) {
  const [queue, setQueue] = useState<UploadQueue>([])
  const queueRef = useRef<UploadQueue>([])
  const files = useRef(new Map<string, File>())
  const controllers = useRef(new Map<string, AbortController>())
  /** Object URLs by upload id while uploading, by Location once uploaded. */
  const previews = useRef(new Map<string, string>())
  /** When each uploaded Location was chosen (its upload's number), to keep the order chosen. */
  const chosenAt = useRef(new Map<string, number>())
  // The latest props, for callbacks that resolve later (several uploads may finish before the host
  // draws again: each appends to what the previous one reported).
  const latest = useRef({ photoUrls, onChange, uploadPhoto })
  useLayoutEffect(() => {
    latest.current = { photoUrls, onChange, uploadPhoto }
  }, [photoUrls, onChange, uploadPhoto])

  const apply = useCallback((change: (queue: UploadQueue) => UploadQueue) => {
    queueRef.current = change(queueRef.current)
    // One at a time, reading the queue afresh: an uploader that reports progress at once re-enters
    // apply and may start the others itself.
    for (let next = uploadsToStart(queueRef.current)[0]; next; next = uploadsToStart(queueRef.current)[0]) {
      queueRef.current = startUpload(queueRef.current, next.id)
      send(next.id, next.fileName)
    }
    setQueue(queueRef.current)

    function send(id: string, fileName: string) {
      const file = files.current.get(id)
      if (!file) return
      const controller = new AbortController()
      controllers.current.set(id, controller)
      const onProgress = (fraction: number) => {
        if (!controller.signal.aborted) apply((current) => reportProgress(current, id, fraction))
      }
      let sent: Promise<{ location: string; key: string }>
      try {
        // Resolved once more: a host's uploader that returns a plain value still lands.
        sent = Promise.resolve(latest.current.uploadPhoto(file, onProgress, controller.signal))
      } catch (error) {
        sent = Promise.reject(error)
      }
      sent.then(
        ({ location }) => {
          if (controller.signal.aborted) return
          controllers.current.delete(id)
          files.current.delete(id)
          const preview = previews.current.get(id)
          previews.current.delete(id)
          if (preview) previews.current.set(location, preview)
          apply((current) => finishUpload(current, id))
          chosenAt.current.set(location, uploadNumber(id))
          const urls = inChosenOrder(latest.current.photoUrls, location, chosenAt.current)
          latest.current = { ...latest.current, photoUrls: urls }
          latest.current.onChange(urls)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          controllers.current.delete(id)
          apply((current) => failUpload(current, id, uploadErrorMessage(error, fileName), isRetryable(error)))
        },
      )
    }
  }, [])

  const add = useCallback(
    (chosen: readonly File[]) => {
      const entries = chosen.map((file) => ({ id: `upload-${++nextUploadId}`, name: file.name, type: file.type }))
      chosen.forEach((file, index) => {
        const id = entries[index]!.id
        if (!isImageFile(file.name, file.type)) return
        files.current.set(id, file)
        previews.current.set(id, URL.createObjectURL(file))
      })
      apply((current) => addFiles(current, entries))
    },
    [apply],
  )

  const retry = useCallback((id: string) => apply((current) => retryUpload(current, id)), [apply])

  const cancel = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort()
      controllers.current.delete(id)
      files.current.delete(id)
      revoke(previews.current, id)
      apply((current) => removeUpload(current, id))
    },
    [apply],
  )

  const removePhoto = useCallback((location: string) => {
    revoke(previews.current, location)
    const urls = latest.current.photoUrls.filter((url) => url !== location)
    latest.current = { ...latest.current, photoUrls: urls }
    latest.current.onChange(urls)
  }, [])

  // Leaving the page stops the uploads still running and frees the local previews.
  useEffect(() => {
    const running = controllers.current
    const local = previews.current
    return function stopUploadsAndFreePreviews() {
      for (const controller of running.values()) controller.abort()
      running.clear()
      for (const url of local.values()) URL.revokeObjectURL(url)
      local.clear()
    }
  }, [])

  const localPreview = useCallback((idOrLocation: string) => previews.current.get(idOrLocation), [])

  return { queue, add, retry, cancel, removePhoto, localPreview }
}

const uploadNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1))

function revoke(previews: Map<string, string>, key: string) {
  const url = previews.get(key)
  if (url) URL.revokeObjectURL(url)
  previews.delete(key)
}
