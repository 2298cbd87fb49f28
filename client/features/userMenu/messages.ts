/** Every text of the user menu and its panel, for review in one place. */
export const USER_MENU_TEXT = {
  menuLabel: '用户菜单',
  loading: '加载中…',
  counts: '剩余/总张数',
  vip: 'VIP 会员',
  notVip: '非 VIP 会员',
  points: '积分',
  pointsTasks: '积分任务',
  storage: '云存储空间',
  aigc: 'AIGC 点数',
  hiddenCount: '***',
  logout: '退出登录',
  loggedOut: '已退出登录',
} as const
