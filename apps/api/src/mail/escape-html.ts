const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text made safe inside HTML element content and quoted attribute values.
 *
 * @example
 * escapeHtml('<a href="x">Tom & Jerry</a>') // '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}
