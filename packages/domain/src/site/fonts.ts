/** Site fonts selectable with the `font` query parameter. */
export const FONTS = ['rubik', 'source_sans_pro', 'raleway', 'roboto', 'karla', 'playfair', 'lato', 'typold'] as const
export type FontName = (typeof FONTS)[number]
