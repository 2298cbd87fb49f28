/** The inviter's side of /invite (InviteFriends), loaded with the invite page only when the link has no inviter's code (decision 037). */
export { InviteFriends as default } from './InvitePanel'
