/** Screen size classes, smallest first. */
export const BREAKPOINTS = ['small', 'medium', 'large', 'xl'] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

/** Minimum width of each breakpoint above `small`, in em. */
export const BREAKPOINT_MIN_WIDTH_EM = {
  medium: 30,
  large: 60,
  xl: 75,
} as const

/** CSS pixels per em (the browser default font size). */
export const PX_PER_EM = 16

/**
 * The breakpoint a viewport `widthPx` wide falls in: small under 30em, medium
 * from 30em, large from 60em, xl from 75em (xl screens are also "large" in CSS).
 * Throws on a negative or NaN width, which is a caller bug.
 *
 * @example
 * breakpointForWidth(479) // 'small'
 * breakpointForWidth(480) // 'medium'  (30em)
 * breakpointForWidth(960) // 'large'   (60em)
 * breakpointForWidth(1200) // 'xl'     (75em)
 */
export function breakpointForWidth(widthPx: number): Breakpoint {
  if (!(widthPx >= 0)) {
    throw new RangeError(`breakpointForWidth: expected a width of 0 px or more, got ${widthPx}`)
  }
  const em = widthPx / PX_PER_EM
  if (em >= BREAKPOINT_MIN_WIDTH_EM.xl) return 'xl'
  if (em >= BREAKPOINT_MIN_WIDTH_EM.large) return 'large'
  if (em >= BREAKPOINT_MIN_WIDTH_EM.medium) return 'medium'
  return 'small'
}
