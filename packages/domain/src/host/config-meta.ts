/**
 * The `<meta name>` the server writes a host app's configuration into (URL-encoded JSON), and
 * the app reads it from: apps/api writes it, @idx/app-shell's readConfig reads it.
 *
 * @example
 * document.querySelector(`meta[name="${CONFIG_META_NAME}"]`) // <meta name="idx-config" content="%7B…">
 */
export const CONFIG_META_NAME = 'idx-config'

/**
 * The `<meta name>` the server writes the origins registered to embed the site into (a JSON list,
 * HTML-escaped): apps/api writes it, apps/idx's embed bridge reads it and speaks to them alone.
 */
export const EMBED_ORIGINS_META_NAME = 'idx-embed-origins'
