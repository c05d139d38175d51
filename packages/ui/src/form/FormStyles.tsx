import { SharedStyles } from '../theme/SharedStyles.js'
import { Style } from '../theme/Style.js'
import { FIELD_CSS } from './field-css.js'

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
