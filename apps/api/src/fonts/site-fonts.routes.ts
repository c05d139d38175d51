import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { FONT_FACES, fontNamed, type FontName } from '@idx/domain'
import { ApiError } from '../http/errors.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** The weights the widgets draw in (regular, semibold, bold): a face without one lets the browser pick the nearest. */
const WEIGHTS = [400, 600, 700] as const
/** A font file's name as @fontsource writes them, e.g. `lato-latin-400-normal.woff2`. */
const FONT_FILE = /^[a-z0-9-]+\.(woff2|woff)$/
const PACKAGED = new Set(Object.values(FONT_FACES).map((face) => face.packaged))
const resolvePackage = createRequire(import.meta.url)

/** Where an @fontsource package lies on disk (its package.json's folder). */
function packageDir(packaged: string): string {
  return dirname(resolvePackage.resolve(`@fontsource/${packaged}/package.json`))
}

/**
 * A site font's stylesheet: the packaged face's latin `@font-face` rules for the widgets' weights,
 * each file's address made absolute under `/fonts/files/{package}/`. For a font the packaged face
 * stands in for (Typold), the rules keep the packaged face's own family: the page's font-family
 * names it after the font (fontFamilyValue).
 */
export function fontStylesheet(font: FontName, readCss: (packaged: string, file: string) => string | null): string {
  const { packaged } = FONT_FACES[font]
  return WEIGHTS.map((weight) => readCss(packaged, `latin-${weight}.css`))
    .filter((css): css is string => css !== null)
    .map((css) => css.replace(/url\(\.\/files\//g, `url(/fonts/files/${packaged}/`))
    .join('\n')
}

const readPackagedCss = (packaged: string, file: string): string | null => {
  try {
    return readFileSync(join(packageDir(packaged), file), 'utf8')
  } catch {
    return null
  }
}

/**
 * The site's fonts, served from the site itself (nothing is fetched from a font service, and the
 * page's CSP allows fonts from 'self' only): `GET /fonts/{font}.css`, the stylesheet a page links
 * when its theme names a site font, and `GET /fonts/files/{package}/{file}`, the files it names.
 * Public, like the site's other assets; a font or file not packaged is 404.
 */
export async function siteFontsRoutes(app: SchemaTypedApp): Promise<void> {
  // Built once per font and process: the packages do not change while the server runs.
  const stylesheets = new Map<FontName, string>()
  app.get(
    '/fonts/:stylesheet',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: "A site font's stylesheet (@font-face rules for the files below)",
        security: [],
        params: { type: 'object', required: ['stylesheet'], properties: { stylesheet: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const font = fontNamed(/^([a-z_]+)\.css$/.exec(request.params.stylesheet)?.[1])
      if (font === null) throw new ApiError(404, `No site font ${request.params.stylesheet}`)
      let css = stylesheets.get(font)
      if (css === undefined) {
        css = fontStylesheet(font, readPackagedCss)
        stylesheets.set(font, css)
      }
      return reply.header('cache-control', 'public, max-age=86400').type('text/css; charset=utf-8').send(css)
    },
  )
  app.get(
    '/fonts/files/:packaged/:file',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: 'A font file of a site font',
        security: [],
        params: {
          type: 'object',
          required: ['packaged', 'file'],
          properties: { packaged: { type: 'string' }, file: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const { packaged, file } = request.params
      if (!PACKAGED.has(packaged) || !FONT_FILE.test(file)) throw new ApiError(404, `No font file ${file}`)
      const bytes = await readFile(join(packageDir(packaged), 'files', file)).catch(() => null)
      if (bytes === null) throw new ApiError(404, `No font file ${file}`)
      return (
        reply
          // A package's file names are its version's: kept a week, never asked again meanwhile.
          .header('cache-control', 'public, max-age=604800, immutable')
          .type(file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
          .send(bytes)
      )
    },
  )
}
