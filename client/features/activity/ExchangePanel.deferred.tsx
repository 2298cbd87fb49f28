/** The exchange page's panel, loaded with that page only (decision 037). */
export { ExchangePanel as default } from './ActionPanels'
