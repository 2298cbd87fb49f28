/**
 * 我的奖励's code (the panel, its address form, the rewards call), loaded when a panel shows it:
 * to a logged-in activity user only, so a visitor's welfare, invite, exchange or /xshd page does
 * not fetch it (decision 037).
 */
export { RewardsPanel as default } from './RewardsPanel'
