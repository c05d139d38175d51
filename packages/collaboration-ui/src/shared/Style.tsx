import { Style as KitStyle } from '@idx/ui'

/** A collaboration-ui stylesheet: the kit's `Style` in this package's precedence (`idx-collaboration-ui`). */
export function Style({ id, css }: { id: string; css: string }) {
  return <KitStyle id={id} css={css} precedence="idx-collaboration-ui" />
}
