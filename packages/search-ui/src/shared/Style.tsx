/**
 * A widget's stylesheet, rendered with the widget. React 19 hoists a `<style>` that has `href`
 * and `precedence` into `<head>` once however many widgets render it (also when server
 * rendered), so a package installed from a tarball needs no CSS import the host must wire up.
 */
export function Style({ id, css }: { id: string; css: string }) {
  return (
    <style href={id} precedence="idx-search-ui">
      {css}
    </style>
  )
}
