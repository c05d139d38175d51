/**
 * The `form` of a listing inquiry as a visitor fills it in on the listing page: Jane Buyer's
 * contact, consent ticked, about the test listing `listingId` (its address and MLS number as
 * the test market names them). The tests that send leads differ in the message and the members
 * around the form, not in the person asking.
 *
 * @example
 * payload: { form_name: 'listing-inquiry', form: listingInquiryForm(1, 'Can I see it Saturday?'), … }
 */
export function listingInquiryForm(listingId: number, message: string) {
  return {
    first_name: 'Jane',
    last_name: 'Buyer',
    email: 'jane@example.com',
    phone_number: '512 555 0134',
    message,
    property_address: `${listingId} Test St, Austin, TX 78704`,
    mls_number: `MLS${String(listingId).padStart(6, '0')}`,
    opt_in: true,
  }
}
