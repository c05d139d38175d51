/** Letter avatars (initials on a coloured square) for users without a photo. */
export const LETTER_AVATAR = {
  /**
   * The Flat UI palette, three of its colours darkened so white letters reach 4.5:1 on them (on the
   * originals neither white nor dark letters did); a user's colour is picked from these 20.
   */
  colors: [
    '#1abc9c',
    '#2ecc71',
    '#3498db',
    '#9b59b6',
    '#34495e',
    '#16a085',
    '#27ae60',
    '#2475ab', // Belize hole, darker than #2980b9
    '#8e44ad',
    '#2c3e50',
    '#f1c40f',
    '#e67e22',
    '#cb3a2b', // Alizarin, darker than #e74c3c
    '#95a5a6',
    '#f39c12',
    '#c24e00', // Pumpkin, darker than #d35400
    '#c0392b',
    '#bdc3c7',
    '#7f8c8d',
    '#ecf0f1',
  ],
  /** Default rendered size in pixels. */
  size: 1024,
} as const

/** Displayed avatar sizes in CSS pixels. */
export const AVATAR_SIZES = {
  /** 'Your Agent' and other cards. */
  card: 60,
  /** Chat in the toolbar. */
  chat: 32,
  /** Collaborator (member) lists. */
  member: 40,
} as const
