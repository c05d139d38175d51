import { SharedStyles } from '../theme/SharedStyles'
import { Style } from '../theme/Style'
import { FIELD_CSS } from './fieldCss'

/**
 * The form shell's and text field's sheets. They render it themselves; a widget that reuses
 * their classes on controls of its own (a combobox labelled like a field) renders it as well.
 */
export function FormStyles() {
  return (
    <>
      <SharedStyles />
      <Style id="idx-field" css={FIELD_CSS} />
    </>
  )
}
