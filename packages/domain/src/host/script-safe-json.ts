/**
 * JSON text made safe to write inside a `<script type="application/json">` element: `<` cannot
 * start `</script>` and the JavaScript line separators are escaped; `JSON.parse` reads it back
 * unchanged. How the server writes every element of the page contract (page data, saved route).
 *
 * @example
 * scriptSafeJson('"</script>"') // '"\\u003c/script>"'
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
