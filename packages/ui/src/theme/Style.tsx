/**
 * A widget's stylesheet, rendered with the widget. React 19 hoists a `<style>` that has `href`
 * and `precedence` into `<head>` once however many widgets render it (also when server
 * rendered), so a package installed from a tarball needs no CSS import the host must wire up.
 * Each package passes its own `precedence` (React ranks them in the order it first meets them),
 * so a package's sheets stay together and a later one (a custom card's) wins ties.
 *
 * @example
 * <Style id="idx-menu" css={MENU_CSS} /> // <style data-href="idx-menu" data-precedence="idx-ui">
 */
export function Style({ id, css, precedence = 'idx-ui' }: { id: string; css: string; precedence?: string }) {
  return (
    <style href={id} precedence={precedence}>
      {css}
    </style>
  )
}
