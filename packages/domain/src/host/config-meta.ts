/**
 * The `<meta name>` the server writes a host app's configuration into (URL-encoded JSON), and
 * the app reads it from: apps/api writes it, @idx/app-shell's readConfig reads it.
 *
 * @example
 * document.querySelector(`meta[name="${CONFIG_META_NAME}"]`) // <meta name="idx-config" content="%7B…">
 */
export const CONFIG_META_NAME = 'idx-config'
