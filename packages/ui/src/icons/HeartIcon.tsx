/**
 * The heart of a saved home, drawn in a 24x24 box: the path of `HeartIcon`, for places that write
 * their own SVG markup (a map marker's HTML).
 */
export const HEART_PATH = 'M12 21 3.4 12.4A5.2 5.2 0 0 1 12 5.6a5.2 5.2 0 0 1 8.6 6.8Z'

/** The props of `HeartIcon`. */
export interface HeartIconProps {
  /** 'filled' for a saved home, 'outline' for one that is not saved yet. */
  variant: 'filled' | 'outline'
  /** The host's class, for its size and colour (default: 1em, the text colour). */
  className?: string
}

/**
 * A heart in the current text colour, hidden from assistive technology: the control it sits in
 * says Save or Saved in words.
 *
 * @example
 * <button>{saved ? <HeartIcon variant="filled" /> : <HeartIcon variant="outline" />} {saved ? 'Saved' : 'Save'}</button>
 */
export function HeartIcon({ variant, className }: HeartIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <path
        d={HEART_PATH}
        fill={variant === 'filled' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={variant === 'filled' ? 0 : 2}
        strokeLinejoin="round"
      />
    </svg>
  )
}
