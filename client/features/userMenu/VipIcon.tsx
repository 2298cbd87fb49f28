import { USER_MENU_TEXT } from './messages'

/** A crown: gold for VIP members, grey otherwise. */
export function VipIcon({ vip }: { vip: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" role="img" aria-label={vip ? USER_MENU_TEXT.vip : USER_MENU_TEXT.notVip} data-vip={vip}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" fill={vip ? '#f5b93d' : '#c4c7cf'} />
    </svg>
  )
}
