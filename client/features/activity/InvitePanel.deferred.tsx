/** The InvitePanel's code, loaded with the invite page only (decision 037). */
export { InvitePanel as default } from './InvitePanel'
