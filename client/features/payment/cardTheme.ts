import { CardTheme } from '../../../shared/payEnums'

/** The colours of a card theme (spec section 3: 0 grey, 2 rose gold, 3 light blue, 5 light brown, 6 gradient brown, 101/102 light purple, 103 blue; creative cards 201-204). */
export interface CardColours {
  /** The card's top band and badge. */
  band: string
  /** Text and button colour drawn on the band's tone. */
  accent: string
  /** The band's own text (the card's name and cycle): dark on the light bands, light on grey's dark one. */
  ink: string
}

/** The band text on every light band. */
const DARK_INK = '#1b1309'

const THEMES: Record<number, CardColours> = {
  [CardTheme.Grey]: { band: 'linear-gradient(135deg, #3a3d45, #23252b)', accent: '#c9ccd4', ink: '#f3f4f6' },
  [CardTheme.RoseGold]: { band: 'linear-gradient(135deg, #f6c1b0, #c9826b)', accent: '#f2b39e', ink: DARK_INK },
  [CardTheme.LightBlue]: { band: 'linear-gradient(135deg, #a8d8ff, #5b9fe0)', accent: '#8cc8ff', ink: DARK_INK },
  [CardTheme.LightBrown]: { band: 'linear-gradient(135deg, #e8cfae, #b08a5f)', accent: '#e4c49c', ink: DARK_INK },
  [CardTheme.GradientBrown]: { band: 'linear-gradient(135deg, #f7d9a8, #c98f4a 55%, #7b4b22)', accent: '#f3c98a', ink: DARK_INK },
  [CardTheme.LightPurple]: { band: 'linear-gradient(135deg, #d8c8ff, #9b7cf0)', accent: '#c5b2ff', ink: DARK_INK },
  [CardTheme.LightPurple2]: { band: 'linear-gradient(135deg, #e6d9ff, #b294ff)', accent: '#d4c2ff', ink: DARK_INK },
  [CardTheme.Blue]: { band: 'linear-gradient(135deg, #6aa8ff, #2f62e8)', accent: '#7fb1ff', ink: DARK_INK },
  201: { band: 'linear-gradient(135deg, #ffd36e, #ff8a3d)', accent: '#ffc46b', ink: DARK_INK },
  202: { band: 'linear-gradient(135deg, #7ef0c8, #1fa88a)', accent: '#6ee7c0', ink: DARK_INK },
  203: { band: 'linear-gradient(135deg, #ff9ec7, #e0457f)', accent: '#ff9ec7', ink: DARK_INK },
  204: { band: 'linear-gradient(135deg, #9fe6ff, #3a8dde)', accent: '#8fd9ff', ink: DARK_INK },
}

/** A creative card's type picks its colours before the theme does; unknown values fall back to grey. */
export function cardColours(theme: number, creativeType: number | null): CardColours {
  return (creativeType !== null ? THEMES[creativeType] : undefined) ?? THEMES[theme] ?? THEMES[CardTheme.Grey]!
}
