import { TextRow } from './wizard-fields.js'

/** Step 2: the title, description, the home's numbers (positive or blank) and its schools. */
export function DescriptionStep() {
  return (
    <>
      <fieldset className="idx-plw__section">
        <legend>Description</legend>
        <div className="idx-plw__grid">
          <TextRow name="title" label="Title" wide />
          <TextRow name="subtitle" label="Subtitle" wide />
          <TextRow name="description" label="Description" wide multiline />
        </div>
      </fieldset>
      <fieldset className="idx-plw__section">
        <legend>The home</legend>
        <div className="idx-plw__grid">
          <TextRow name="bedrooms" label="Bedrooms" numeric />
          <TextRow name="bathrooms" label="Bathrooms" numeric />
          <TextRow name="stories" label="Stories" numeric />
          <TextRow name="square_feet" label="Square feet" numeric />
          <TextRow name="lot_acre" label="Lot (acres)" numeric />
          <TextRow name="year_built" label="Year built" numeric hint="Four digits, e.g. 1998." />
        </div>
      </fieldset>
      <fieldset className="idx-plw__section">
        <legend>Schools</legend>
        <div className="idx-plw__grid">
          <TextRow name="school_elementary" label="Elementary school" />
          <TextRow name="school_middle" label="Middle school" />
          <TextRow name="school_senior_high" label="High school" />
          <TextRow name="school_district" label="School district" />
        </div>
      </fieldset>
    </>
  )
}
