import { CANCELLATION_COOLING_DAYS } from '../../../shared/constants'

/**
 * Every text of the account-security page and its dialogs, for review in one place. Spec
 * section 2 gives the dialog titles in English ("account verification", "account being
 * cancelled", "immediate cancellation confirmation"); these are their Chinese forms.
 */
export const SECURITY_TEXT = {
  loading: '加载中…',
  phoneRow: '手机号',
  changePhone: '更换手机号',
  wechatRow: '微信',
  wechatBound: '已绑定',
  wechatUnbound: '未绑定',
  bind: '绑定',
  unbind: '解绑',
  cancelRow: '注销账号',
  cancelRowHint: '注销后，账号下的数据将被永久删除且无法恢复',
  cancelAction: '注销账号',

  verifyTitle: '账号验证',
  phoneTab: '手机验证',
  wechatTab: '微信验证',
  codeGoesTo: (maskedPhone: string) => `验证码将发送至 ${maskedPhone}`,
  wechatVerifyHint: '请使用已绑定的微信扫码验证',
  confirm: '确认',
  cancel: '取消',
  verifying: '验证中',
  verifyFailed: '验证失败',

  bindTitle: '绑定微信',
  bindHint: '请使用微信扫一扫，扫码后即可绑定',
  binding: '扫码成功，正在绑定…',
  bound: '微信绑定成功',

  unbindTitle: '解绑微信',
  unbindQuestion: '解绑后将无法使用该微信扫码登录，确定要解绑吗？',
  unbound: '微信已解绑',

  changePhoneTitle: '更换手机号',
  newPhoneLabel: '新手机号',
  phoneChanged: '手机号更换成功',

  delayTitle: '账号注销中',
  immediateTitle: '立即注销确认',
  delayBody: [
    `提交注销申请后，账号将进入 ${CANCELLATION_COOLING_DAYS} 天冷静期，冷静期内重新登录即可终止注销。`,
    `冷静期结束后，账号及其套餐、张数、云存储空间、积分等数据将被永久删除，且无法恢复。`,
  ],
  immediateBody: ['立即注销不设冷静期：确认后账号将马上注销，账号下的所有数据将被永久删除，且无法恢复。', '请确认已备份需要保留的数据。'],
  toImmediate: '不想等待？立即注销',
  toDelay: '返回，使用冷静期注销',
  deleteOrg: '同时注销所在机构及其子账号',
  confirmCancel: '确认注销',
  cancelledDelayed: `注销申请已提交，账号已退出登录。你正处于 ${CANCELLATION_COOLING_DAYS} 天注销冷静期内，期间重新登录即可终止注销。`,
  cancelledNow: '账号已注销',
} as const
