/** The admin UI editor. */
export const UI_EDITOR = {
  sidebarWidthPx: 450,
  /** JSON editor height in lines on tall screens. */
  linesTall: 60,
  /** JSON editor height in lines otherwise. */
  linesShort: 35,
} as const
