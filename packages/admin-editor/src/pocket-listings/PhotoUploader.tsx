import { Style, VISUALLY_HIDDEN_CLASS, SharedStyles } from '@idx/ui'
import { useId, useState, type ChangeEvent, type DragEvent } from 'react'
import { FILTER_EDITOR_CSS } from '../filter-editor/filter-editor-styles.js'
import { PHOTO_UPLOADER_CSS } from './photo-uploader-styles.js'
import { SortablePhotoList } from './SortablePhotoList.js'
import { UPLOAD_CONCURRENCY } from './upload-queue.js'
import { UploadTile } from './UploadTile.js'
import { useUploadQueue, type UploadPhoto } from './useUploadQueue.js'

/** What PhotoUploader needs from its host: the photos in order, where to report changes, and how to send a file. */
export interface PhotoUploaderProps {
  /** The listing's photos in order (its `photo_urls`: upload Locations); the first is the cover. */
  readonly photoUrls: readonly string[]
  /** Called with the whole new list: an upload finished, a photo was removed or the order changed. */
  onChange(urls: string[]): void
  /**
   * Sends one file (signed URL, then the upload itself), reporting progress 0..1; resolves with
   * the S3-style `Location` and `Key`, rejects with an Error whose message a person can read
   * (the server's own, e.g. "house.jpg is not an image"), shown on that file's tile. Called for
   * at most 3 files at once; the signal aborts when the upload is cancelled or the page left.
   */
  uploadPhoto(
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<{ location: string; key: string }>
  /** A thumbnail for a saved photo (the API's `photo_previews`); else the local file, else the Location. */
  previewUrl?(location: string): string | undefined
  /** The name of the photo region for assistive technology. Default 'Photos'. */
  readonly label?: string
}

/**
 * A listing's photos: add several images at once (file picker or drop), watch each upload's
 * progress (at most 3 at once), retry or remove a failed one, remove a photo, and re-order them
 * (`Change Order` / `Done`, dragging or with the keyboard). Files that are not images are refused
 * on the spot, by name. Photos are reported through `onChange` in order, as `photo_urls`.
 *
 * @example
 * <PhotoUploader
 *   photoUrls={values.photo_urls}
 *   onChange={(urls) => form.change('photo_urls', urls)}
 *   uploadPhoto={(file, onProgress, signal) => uploadToSignedUrl(api, file, onProgress, signal)}
 *   previewUrl={(location) => listing?.photo_previews[location]}
 * />
 */
export function PhotoUploader({ photoUrls, onChange, uploadPhoto, previewUrl, label = 'Photos' }: PhotoUploaderProps) {
  const hintId = useId()
  const { queue, add, retry, cancel, removePhoto, localPreview } = useUploadQueue({
    photoUrls,
    onChange,
    uploadPhoto,
  })
  const [reordering, setReordering] = useState(false)
  const [dropping, setDropping] = useState(false)
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const canReorder = photoUrls.length > 1
  const inReorderMode = reordering && canReorder
  const refused = queue.filter((upload) => upload.status === 'refused' && !dismissed.has(upload.id))
  const pending = queue.filter((upload) => upload.status !== 'refused')
  const failed = pending.filter((upload) => upload.status === 'failed').length
  const uploading = pending.length - failed
  const preview = (location: string) => previewUrl?.(location) ?? localPreview(location) ?? location

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? [])
    // Cleared so choosing the same file again (after removing it) still fires a change.
    event.currentTarget.value = ''
    if (files.length) add(files)
  }
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDropping(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length) add(files)
  }

  return (
    <section className="idx-photos" aria-label={label}>
      <SharedStyles />
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <Style id="idx-photo-uploader" css={PHOTO_UPLOADER_CSS} precedence="idx-admin-editor" />
      <div className="idx-photos__bar">
        <p className="idx-photos__count" aria-live="polite">
          {photoUrls.length === 0 ? 'No photos yet' : photoUrls.length === 1 ? '1 photo' : `${photoUrls.length} photos`}
          {uploading > 0 ? `, ${uploading} uploading` : ''}
          {failed > 0 ? `, ${failed} failed` : ''}
        </p>
        {canReorder && (
          <button
            type="button"
            className={`idx-fde__button${inReorderMode ? ' idx-fde__button--primary' : ''}`}
            onClick={() => setReordering(!inReorderMode)}
          >
            {inReorderMode ? 'Done' : 'Change Order'}
          </button>
        )}
      </div>
      {!inReorderMode && (
        <div
          className="idx-photos__drop"
          data-dropping={dropping || undefined}
          onDragOver={(event) => {
            event.preventDefault()
            setDropping(true)
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={drop}
          data-testid="photo-drop-zone"
        >
          <label className="idx-fde__button idx-fde__button--primary idx-photos__pick">
            Add Photos
            <input
              type="file"
              accept="image/*"
              multiple
              className={VISUALLY_HIDDEN_CLASS}
              aria-describedby={hintId}
              onChange={choose}
            />
          </label>
          <p id={hintId} className="idx-photos__hint">
            or drop images here. JPEG, PNG, WebP or HEIC; several at once ({UPLOAD_CONCURRENCY} upload together).
          </p>
        </div>
      )}
      {refused.map((upload) => (
        <div key={upload.id} className="idx-photos__refused">
          <p role="alert">{upload.error}</p>
          <button
            type="button"
            className="idx-fde__button idx-fde__button--quiet"
            aria-label={`Dismiss the message about ${upload.fileName}`}
            onClick={() => setDismissed(new Set(dismissed).add(upload.id))}
          >
            Dismiss
          </button>
        </div>
      ))}
      {inReorderMode ? (
        <>
          <p className="idx-photos__hint">
            Drag the photos into order, or focus one and press Space, the arrow keys, then Space. The first photo is the
            cover.
          </p>
          <SortablePhotoList photoUrls={photoUrls} preview={preview} onChange={onChange} />
        </>
      ) : (
        photoUrls.length > 0 && (
          <ol className="idx-photos__grid" aria-label="Photos in order">
            {photoUrls.map((url, index) => (
              <li key={url} className="idx-photos__tile" data-status="done">
                <div className="idx-photos__frame">
                  <img src={preview(url)} alt={`Photo ${index + 1}`} className="idx-photos__image" />
                </div>
                <div className="idx-photos__tile-actions">
                  <span className="idx-photos__state">
                    {index + 1}
                    {index === 0 ? ' · Cover' : ''}
                  </span>
                  <button
                    type="button"
                    className="idx-fde__button idx-fde__button--quiet"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => removePhoto(url)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )
      )}
      {pending.length > 0 && (
        <ul className="idx-photos__grid" aria-label="Uploads">
          {pending.map((upload) => (
            <UploadTile
              key={upload.id}
              upload={upload}
              preview={localPreview(upload.id)}
              onRetry={retry}
              onRemove={cancel}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

export type { UploadPhoto }
