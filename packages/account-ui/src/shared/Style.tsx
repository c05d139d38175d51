import { Style as KitStyle } from '@idx/ui'

/** An account-ui stylesheet: the kit's `Style` in this package's precedence (`idx-account-ui`). */
export function Style({ id, css }: { id: string; css: string }) {
  return <KitStyle id={id} css={css} precedence="idx-account-ui" />
}
