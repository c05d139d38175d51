/**
 * Every date format the app shows, as moment-style patterns for `formatDate`
 * (`Do` is the ordinal day: 1st, 2nd, 3rd, 4th, 11th, 21st).
 */
export const DATE_FORMATS = {
  /** 'September 1st, 2024' */
  long: 'MMMM Do, YYYY',
  /** 'September 1st 2024' */
  longNoComma: 'MMMM Do YYYY',
  /** 'Sep 1st, 2024': collection and saved-search Created / Last Updated. */
  medium: 'MMM Do, YYYY',
  /** '09/01/24': 'Created by {name} MM/DD/YY'. */
  short: 'MM/DD/YY',
  /** 'Sun, Sep 1st - 2:30pm': open houses. */
  dayTime: 'ddd, MMM Do - h:mma',
  /** '2:30 pm' */
  time: 'h:mm a',
  /** '02:30 pm - Sep 1st, 2024' */
  timeThenDate: 'hh:mm a - MMM Do, YYYY',
} as const
export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS]
