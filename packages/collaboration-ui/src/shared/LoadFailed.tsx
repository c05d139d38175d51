/**
 * A failed load: what could not be loaded, in an alert, and 'Try again' when the host can retry.
 *
 * @example
 * <LoadFailed message="The messages could not be loaded." onRetry={refetch} />
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert">
      <p className="idx-collab__error">{message}</p>
      {onRetry ? (
        <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}
