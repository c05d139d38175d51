import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ADDRESS_PIN_TEXT } from './AddressPin.js'
import type { LocateAddress } from './AddressPin.js'
import { AGENT_PICKER_TEXT } from './AgentPicker.js'
import type { SearchAgents } from './AgentPicker.js'
import { FEED_LOCKED_TEXT } from './BasicsStep.js'
import { DELETE_LISTING_QUESTION, PocketListingWizard } from './PocketListingWizard.js'
import type { PocketListingWizardProps } from './PocketListingWizard.js'
import { NO_POSITION_MESSAGE } from './pocket-listing-wizard-values.js'
import type { PocketListingAgent, PocketListingRecord, PocketListingStep } from './pocket-listing-wizard-values.js'

const AGENTS: PocketListingAgent[] = [
  { id: 12, full_name: 'Ezra Roberts' },
  { id: 40, full_name: 'Ada Agent' },
  { id: 41, full_name: 'Ezekiel Evans' },
]

/** The feed's agents whose names hold the text, as the API answers after its debounce. */
const searchAgents = fn<SearchAgents>(async (_feed, text) =>
  AGENTS.filter((agent) => agent.full_name.toLowerCase().includes(text.toLowerCase())),
)

const PHOTO = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'><rect width='400' height='300' fill='hsl(${hue} 55% 62%)'/><text x='200' y='170' font-size='60' text-anchor='middle' fill='#fff'>${label}</text></svg>`,
  )}`
const PHOTO_URLS = ['https://uploads.example/sites/1/a.jpg', 'https://uploads.example/sites/1/b.jpg']
const PREVIEWS = new Map([
  [PHOTO_URLS[0]!, PHOTO('A', 12)],
  [PHOTO_URLS[1]!, PHOTO('B', 200)],
])

const LISTING: PocketListingRecord = {
  data_source_name: 'actris',
  price_in_dollars: 485000,
  disclose_price: true,
  type: 'Residential',
  property_type: 'House',
  purchase_type: 'Purchase',
  listing_status: 'Coming Soon',
  rent_frequency: '',
  street: '1508 Kinney Ave',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  description: 'A bungalow two blocks from Zilker Park.',
  bedrooms: 3,
  bathrooms: 2,
  stories: 1,
  square_feet: 1450,
  lot_acre: 0.18,
  year_built: 1948,
  school_elementary: 'Zilker Elementary',
  school_middle: 'O. Henry Middle',
  school_senior_high: 'Austin High',
  school_district: 'Austin ISD',
  agents: [AGENTS[0]!],
  photo_urls: PHOTO_URLS,
  title: 'Zilker bungalow',
  subtitle: 'Coming soon, not on the MLS',
  is_pocket: true,
  require_photos: false,
  latitude: 30.2628,
  longitude: -97.7712,
}

/** The host keeps the step (as the admin app does in the URL). */
function Hosted(props: PocketListingWizardProps) {
  const [step, setStep] = useState<PocketListingStep>(props.step)
  return (
    <PocketListingWizard
      {...props}
      step={step}
      onStepChange={(next) => {
        setStep(next)
        props.onStepChange(next)
      }}
    />
  )
}

const meta = {
  title: 'admin-editor/pocket-listings/PocketListingWizard',
  component: PocketListingWizard,
  render: (args) => <Hosted {...args} />,
  args: {
    step: 0,
    onStepChange: fn(),
    feeds: [{ data_source_name: 'actris', name: 'ACTRIS (Austin)' }, { data_source_name: 'har' }],
    searchAgents,
    locate: fn<LocateAddress>(async () => ({ latitude: 30.2629, longitude: -97.7713 })),
    mapCenter: { latitude: 30.267294, longitude: -97.75 },
    uploadPhoto: fn(async () => ({ location: 'https://uploads.example/sites/1/new.jpg', key: 'sites/1/new.jpg' })),
    previewUrl: (location: string) => PREVIEWS.get(location),
    onSubmit: fn<PocketListingWizardProps['onSubmit']>(async () => undefined),
  },
} satisfies Meta<typeof PocketListingWizard>
export default meta
type Story = StoryObj<typeof meta>

/** Empty new form: Basics first, no Delete, the agents wait for a feed; the defaults are the spec's. */
export const NewListing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New listing' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Basics/ })).toHaveAttribute('aria-current', 'step')
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(canvas.getByLabelText(/^MLS feed/)).toHaveValue('')
    await expect(canvas.getByLabelText(/^MLS feed/)).toBeEnabled()
    await expect(canvas.getByRole('combobox', { name: 'Agents' })).toHaveAttribute('readonly')
    await expect(canvas.getByText(AGENT_PICKER_TEXT.needsFeed)).toBeVisible()
    await expect(canvas.getByLabelText(/^Property type/)).toBeDisabled()
    await expect(canvas.getByLabelText('Show the price to visitors')).toBeChecked()
    await expect(canvas.getByText(ADDRESS_PIN_TEXT.incomplete)).toBeVisible()
    const status = canvas.getByLabelText(/^Status/)
    await expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a status', 'Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented'])
    const rent = canvas.getByLabelText('Rent frequency')
    await expect(
      within(rent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None (not a rental)', 'Monthly', 'Weekly', 'Daily'])
  },
}

/** Next on the empty form: every Basics rule at its field, the position's too; the step stays. */
export const BasicsValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    for (const message of [
      'MLS feed is required',
      'Type is required',
      'Property type is required',
      'Purchase type is required',
      'Listing status is required',
      'Price is required',
      'Street is required',
      'City is required',
      'State is required',
      'Zip code is required',
      NO_POSITION_MESSAGE,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible()
    }
    await expect(args.onStepChange).not.toHaveBeenCalled()
    await expect(canvas.getByLabelText(/^MLS feed/)).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(canvas.getByLabelText(/^MLS feed/)).toHaveFocus())

    await userEvent.type(canvas.getByLabelText(/^State code/), 'Tex')
    await userEvent.type(canvas.getByLabelText(/^Price/), '-5')
    await expect(await canvas.findByText('State must be exactly 2 characters')).toBeVisible()
    await expect(canvas.getByText('Price must be a positive number')).toBeVisible()

    // Property types follow the type.
    await userEvent.selectOptions(canvas.getByLabelText(/^Type/), 'Commercial')
    const propertyType = canvas.getByLabelText(/^Property type/)
    await expect(
      within(propertyType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a property type', 'Office', 'Retail', 'Industrial'])
    await userEvent.selectOptions(canvas.getByLabelText(/^Type/), 'Lots and Land')
    await expect(propertyType).toHaveValue('Lots and Land')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The agent search waits for the server: 'Loading...'. */
export const AgentSearchLoading: Story = {
  args: { searchAgents: fn<SearchAgents>(() => new Promise<never>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^MLS feed/), 'actris')
    const box = canvas.getByRole('combobox', { name: 'Agents' })
    await userEvent.type(box, 'Ez')
    await expect(await canvas.findByText(AGENT_PICKER_TEXT.loading)).toBeVisible()
    // One search, 500 ms after the last keystroke, in the chosen feed.
    await waitFor(() => expect(args.searchAgents).toHaveBeenCalledTimes(1), { timeout: 2000 })
    await expect(args.searchAgents).toHaveBeenCalledWith('actris', 'Ez', expect.any(AbortSignal))
  },
}

/** A name nobody in the feed has: 'No agents found'. */
export const AgentSearchNoneFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^MLS feed/), 'actris')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Agents' }), 'Nobody')
    await waitFor(() => expect(canvas.getByText(AGENT_PICKER_TEXT.empty)).toBeVisible(), { timeout: 2000 })
    await expect(canvas.getByRole('combobox', { name: 'Agents' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Agents by keyboard: Down, Enter chooses (several), the hint shows, Escape closes, chips remove. */
export const AgentSearchChoose: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^MLS feed/), 'actris')
    const box = canvas.getByRole('combobox', { name: 'Agents' })
    await userEvent.type(box, 'E')
    const list = await canvas.findByRole('listbox', { name: 'Agents' }, { timeout: 2000 })
    await expect(canvas.getByText(AGENT_PICKER_TEXT.hint)).toBeVisible()
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await userEvent.keyboard('{ArrowDown}')
    await expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id)
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}')
    const chosen = canvas.getByRole('list', { name: 'Chosen agents' })
    await expect(within(chosen).getByText('Ezra Roberts')).toBeVisible()
    await expect(within(chosen).getByText('Ada Agent')).toBeVisible()
    await expect(within(list).getByRole('option', { name: /Ezra Roberts/ })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ada Agent' }))
    await expect(within(chosen).queryByText('Ada Agent')).toBeNull()
  },
}

/** A whole new listing: placed on the map, through Photos and Description, saved with the spec's payload. */
export const NewListingSaved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/^MLS feed/), 'actris')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Agents' }), 'Ezra')
    await userEvent.click(await canvas.findByRole('option', { name: /Ezra Roberts/ }, { timeout: 2000 }))
    await userEvent.selectOptions(canvas.getByLabelText(/^Type/), 'Residential')
    await userEvent.selectOptions(canvas.getByLabelText(/^Property type/), 'Townhouse')
    await userEvent.selectOptions(canvas.getByLabelText(/^Purchase type/), 'Lease')
    await userEvent.selectOptions(canvas.getByLabelText(/^Status/), 'Active')
    await userEvent.selectOptions(canvas.getByLabelText('Rent frequency'), 'Monthly')
    await userEvent.type(canvas.getByLabelText(/^Price/), '2400')
    await userEvent.type(canvas.getByLabelText(/^Street/), '1508 Kinney Ave')
    await userEvent.type(canvas.getByLabelText(/^City/), 'Austin')
    await userEvent.type(canvas.getByLabelText(/^State code/), 'tx')
    await userEvent.type(canvas.getByLabelText(/^Zip code/), '78704')
    await userEvent.tab() // leaving the address places it
    await waitFor(() =>
      expect(args.locate).toHaveBeenCalledWith(
        { street: '1508 Kinney Ave', city: 'Austin', zip: '78704' },
        expect.any(AbortSignal),
      ),
    )
    await expect(await canvas.findByText(ADDRESS_PIN_TEXT.placed)).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Pin of the listing' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: /Photos/ })).toHaveAttribute('aria-current', 'step'))
    await expect(canvas.getByRole('heading', { name: 'Step 2 of 3: Photos' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.type(canvas.getByLabelText('Bedrooms'), '2')
    await userEvent.type(canvas.getByLabelText('Year built'), '1998')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        data_source_name: 'actris',
        agent_ids: [12],
        property_type: 'Townhouse',
        rent_frequency: 'Monthly',
        price_in_dollars: 2400,
        state_code: 'TX',
        bedrooms: 2,
        bathrooms: null,
        year_built: 1998,
        is_pocket: true,
        require_photos: false,
        latitude: 30.2629,
        longitude: -97.7713,
        photo_urls: [],
      }),
    )
  },
}

/** Editing: the saved values, the feed locked with why, Delete; photos and description on their steps. */
export const TypicalEdit: Story = {
  args: { listing: LISTING },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit listing' })).toBeVisible()
    await expect(canvas.getByLabelText(/^Price/)).toHaveValue('485000')
    await expect(within(canvas.getByRole('list', { name: 'Chosen agents' })).getByText('Ezra Roberts')).toBeVisible()
    await expect(canvas.getByText(/Latitude 30\.262800, longitude -97\.771200/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Photos/ }))
    // The saved photos in order, drawn from their previews.
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll<HTMLImageElement>('[data-step="1"] img')].map((img) => img.src),
      ).toEqual([PREVIEWS.get(PHOTO_URLS[0]!), PREVIEWS.get(PHOTO_URLS[1]!)]),
    )
    await userEvent.click(canvas.getByRole('button', { name: /Description/ }))
    await expect(canvas.getByLabelText('School district')).toHaveValue('Austin ISD')
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(canvas.getByRole('button', { name: /Photos/ })).toHaveAttribute('aria-current', 'step')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ agent_ids: [12], photo_urls: PHOTO_URLS, lot_acre: 0.18, year_built: 1948 }),
      ),
    )
  },
}

/** A saved listing's feed cannot change: the select is disabled and says why. */
export const LockedFeed: Story = {
  args: { listing: LISTING },
  play: async ({ canvas }) => {
    const feed = canvas.getByLabelText(/^MLS feed/)
    await expect(feed).toBeDisabled()
    await expect(feed).toHaveValue('actris')
    await expect(feed).toHaveAccessibleDescription(FEED_LOCKED_TEXT)
    await expect(canvas.getByRole('combobox', { name: 'Agents' })).not.toHaveAttribute('readonly')
  },
}

/** Description numbers: positive or blank, the year four digits; Save goes to the step with the message. */
export const DescriptionValidationErrors: Story = {
  args: { listing: { ...LISTING, bedrooms: 0, year_built: 98 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Bedrooms must be a positive number')).toBeVisible()
    await expect(canvas.getByText('Year built must be exactly 4 characters')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Description/ })).toHaveAttribute('aria-current', 'step')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Saving: the button says so and waits. */
export const Saving: Story = {
  args: { listing: LISTING, onSubmit: fn<PocketListingWizardProps['onSubmit']>(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled()
  },
}

/** The server refused: each of its details in a red box. */
export const ServerErrors: Story = {
  args: {
    listing: LISTING,
    onSubmit: fn<PocketListingWizardProps['onSubmit']>(async () => ({
      errors: ['Price in dollars must be greater than 0', 'You are not authorized to perform that action.'],
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const alert = await canvas.findByRole('alert')
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price in dollars must be greater than 0', 'You are not authorized to perform that action.'])
    await expect(getComputedStyle(alert).borderColor).toBe('rgb(179, 38, 30)')
  },
}

/** Delete asks first: Cancel keeps the listing, 'Delete listing' deletes it. */
export const DeleteConfirm: Story = {
  args: { listing: LISTING, onDelete: fn(async () => undefined) },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = await page.findByRole('dialog', { name: DELETE_LISTING_QUESTION })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(page.queryByRole('dialog')).toBeNull()
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Delete listing' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1))
  },
}

/** An address the market's places do not know: said so; the pin is placed by hand. */
export const AddressNotFound: Story = {
  args: { listing: { ...LISTING, latitude: null, longitude: null }, locate: fn<LocateAddress>(async () => null) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find on the map' }))
    await expect(await canvas.findByText(ADDRESS_PIN_TEXT.notFound)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(NO_POSITION_MESSAGE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Place the pin by hand' }))
    await expect(await canvas.findByRole('button', { name: 'Pin of the listing' })).toBeVisible()
    await expect(canvas.queryByText(NO_POSITION_MESSAGE)).toBeNull()
  },
}

/** On a phone (390 px): one column, nothing wider than the screen. */
export const Phone: Story = {
  args: { listing: LISTING },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone')
    const street = canvas.getByLabelText(/^Street/)
    const city = canvas.getByLabelText(/^City/)
    await expect(city.getBoundingClientRect().top).toBeGreaterThan(street.getBoundingClientRect().bottom)
    await expect(canvas.getByLabelText(/^Zip code/).getBoundingClientRect().left).toBe(
      city.getBoundingClientRect().left,
    )
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
    await userEvent.click(canvas.getByRole('button', { name: /Description/ }))
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
  },
}
