import { useState } from 'react'
import type { Upload } from './upload-queue.js'

export interface UploadTileProps {
  readonly upload: Upload
  /** The local file's object URL, when one could be made. */
  readonly preview: string | undefined
  readonly onRetry: (id: string) => void
  readonly onRemove: (id: string) => void
}

/**
 * One upload not yet among the photos: waiting, uploading with its progress, or failed with the
 * server's message, Retry and Remove. Refused files never get a tile (PhotoUploader names them).
 */
export function UploadTile({ upload, preview, onRetry, onRemove }: UploadTileProps) {
  // A file the browser cannot draw (a renamed non-image) shows an empty frame, not a broken image.
  const [drawable, setDrawable] = useState(true)
  const percent = Math.round(upload.progress * 100)
  const failed = upload.status === 'failed'
  return (
    <li className="idx-photos__tile" data-status={upload.status} aria-busy={!failed || undefined}>
      <div className="idx-photos__frame">
        {preview && drawable ? (
          <img src={preview} alt="" className="idx-photos__image" onError={() => setDrawable(false)} />
        ) : null}
      </div>
      <p className="idx-photos__name" title={upload.fileName}>
        {upload.fileName}
      </p>
      {failed ? (
        <>
          <p role="alert" className="idx-photos__error">
            {upload.error}
          </p>
          <div className="idx-photos__tile-actions">
            {upload.retryable !== false && (
              <button
                type="button"
                className="idx-fde__button"
                aria-label={`Retry ${upload.fileName}`}
                onClick={() => onRetry(upload.id)}
              >
                Retry
              </button>
            )}
            <button
              type="button"
              className="idx-fde__button idx-fde__button--quiet"
              aria-label={`Remove ${upload.fileName}`}
              onClick={() => onRemove(upload.id)}
            >
              Remove
            </button>
          </div>
        </>
      ) : (
        <>
          <div
            role="progressbar"
            className="idx-photos__progress"
            aria-label={`Uploading ${upload.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={upload.status === 'queued' ? 'Waiting' : `${percent}%`}
          >
            <span style={{ inlineSize: `${percent}%` }} />
          </div>
          <div className="idx-photos__tile-actions">
            <span className="idx-photos__state">{upload.status === 'queued' ? 'Waiting…' : `${percent}%`}</span>
            <button
              type="button"
              className="idx-fde__button idx-fde__button--quiet"
              aria-label={`Cancel ${upload.fileName}`}
              onClick={() => onRemove(upload.id)}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </li>
  )
}
