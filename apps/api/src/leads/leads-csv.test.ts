import { describe, expect, it } from 'vitest'
import { csvCell, LEAD_CSV_COLUMNS, leadsCsv, leadsCsvFileName, type LeadCsvRecord } from './leads-csv.js'

const blank = Object.fromEntries(LEAD_CSV_COLUMNS.map((column) => [column, ''])) as LeadCsvRecord

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Jane Buyer')).toBe('Jane Buyer')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Jane, "JB" Buyer')).toBe('"Jane, ""JB"" Buyer"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+15125550134')).toBe("'+15125550134")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
  })
})

describe('leadsCsv', () => {
  it('writes the header and one CRLF-ended line a lead, after a byte-order mark', () => {
    const text = leadsCsv([{ ...blank, name: 'Jane Buyer', status: 'new' }])
    expect(text.startsWith('\uFEFFcreated,status,name,email,phone,message,listing,mls number,')).toBe(true)
    expect(text.split('\r\n')).toEqual([`\uFEFF${LEAD_CSV_COLUMNS.join(',')}`, ',new,Jane Buyer,,,,,,,,,', ''])
  })
})

describe('leadsCsvFileName', () => {
  it("names the file for the site and the day's UTC date", () => {
    expect(leadsCsvFileName('Lone Star Realty', new Date('2026-11-29T23:59:00Z'))).toBe(
      'leads-lone-star-realty-2026-11-29.csv',
    )
    expect(leadsCsvFileName('Café Río!', new Date('2026-01-02T00:00:00Z'))).toBe('leads-cafe-rio-2026-01-02.csv')
  })
})
