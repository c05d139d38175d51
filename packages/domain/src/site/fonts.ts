/** Site fonts selectable with the `font` query parameter. */
export const FONTS = ['rubik', 'source_sans_pro', 'raleway', 'roboto', 'karla', 'playfair', 'lato', 'typold'] as const
export type FontName = (typeof FONTS)[number]

/** How a site font is drawn: its family, and the packaged face the site serves for it. */
export type FontFace = {
  /** The CSS font family the name stands for. */
  readonly family: string
  /**
   * The @fontsource package the site serves its files from (`@fontsource/{packaged}`). For a face
   * no package carries (Typold, a commercial face), the nearest packaged one: the family is asked
   * for first, so a visitor who has it installed sees it.
   */
  readonly packaged: string
  /** The packaged face's family when it is another than `family`. */
  readonly packagedFamily?: string
}

export const FONT_FACES: Readonly<Record<FontName, FontFace>> = {
  rubik: { family: 'Rubik', packaged: 'rubik' },
  source_sans_pro: { family: 'Source Sans Pro', packaged: 'source-sans-pro' },
  raleway: { family: 'Raleway', packaged: 'raleway' },
  roboto: { family: 'Roboto', packaged: 'roboto' },
  karla: { family: 'Karla', packaged: 'karla' },
  playfair: { family: 'Playfair Display', packaged: 'playfair-display' },
  lato: { family: 'Lato', packaged: 'lato' },
  // Typold is a geometric sans sold by its foundry, on no package registry; Raleway is the nearest
  // packaged geometric sans.
  typold: { family: 'Typold', packaged: 'raleway', packagedFamily: 'Raleway' },
}

/** The font `name` stands for, or null for no site font. */
export function fontNamed(name: string | null | undefined): FontName | null {
  return FONTS.find((font) => font === name) ?? null
}

/**
 * The `font-family` value for a site font: its family, then the packaged face standing in for it,
 * then the system's sans.
 *
 * @example
 * fontFamilyValue('typold') // "'Typold', 'Raleway', system-ui, sans-serif"
 */
export function fontFamilyValue(font: FontName): string {
  const face = FONT_FACES[font]
  return [face.family, face.packagedFamily]
    .filter((family): family is string => family !== undefined)
    .map((family) => `'${family}'`)
    .concat(['system-ui', 'sans-serif'])
    .join(', ')
}

/**
 * Where the site serves a font's stylesheet (its `@font-face` rules, the files beside it): the
 * page links it only when the font is chosen.
 *
 * @example
 * fontStylesheetPath('playfair') // '/fonts/playfair.css'
 */
export function fontStylesheetPath(font: FontName): string {
  return `/fonts/${font}.css`
}
