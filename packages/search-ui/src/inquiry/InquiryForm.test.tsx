import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InquiryForm } from './InquiryForm.js'
import { InquiryModal } from './InquiryModal.js'

const listing = { title: '1105 W Mary St', subtitle: 'Austin, TX 78704', mls_number: '5512034' }

describe('InquiryForm rendered on the server', () => {
  it('has the hidden, disabled address and MLS number and the consent as the checkbox label', () => {
    const html = renderToString(
      <InquiryForm listing={listing} contactName="Lone Star Realty" onSubmit={async () => undefined} />,
    )
    expect(html).toContain(
      '<input type="hidden" disabled="" name="property_address" value="1105 W Mary St, Austin, TX 78704"/>',
    )
    expect(html).toContain('<input type="hidden" disabled="" name="mls_number" value="5512034"/>')
    expect(html).toContain('type="checkbox"')
    expect(html).toContain('contacted by Lone Star Realty by call, email and text')
  })

  it('shows the opt-in placeholders and no checkbox in the opt-in variant', () => {
    const html = renderToString(<InquiryForm listing={listing} variant="opt-in" onSubmit={async () => undefined} />)
    expect(html).toContain('placeholder="Phone *"')
    expect(html).toContain('placeholder="Message (optional)"')
    expect(html).not.toContain('type="checkbox"')
  })

  it('renders nothing for a closed modal', () => {
    expect(
      renderToString(
        <InquiryModal open={false} onClose={() => {}} listing={listing} onSubmit={async () => undefined} />,
      ),
    ).toBe('')
  })
})
