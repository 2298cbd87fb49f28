/** The WelfarePanel's code, loaded with the pages that show it only (decision 037). */
export { WelfarePanel as default } from './WelfarePanel'
