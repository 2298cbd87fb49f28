/**
 * The term notes under the storage, piece and token cards, loaded when the visitor opens them (spec section 9: fine print of 228
 * characters in 4 tips for piece and token, 187 in 5 for storage). The spec gives the sizes,
 * not the words; these state the rules the spec does give (one year from purchase, the
 * earliest expiry used first, sizes in powers of 1024, expired space kept 30 days and then
 * deleted oldest cloud project first).
 */
const PIECE_TERMS = [
  '套餐自购买之日起一年内有效，到期后未用完的修图张数与创意点数自动失效，不予退还或折现，请在有效期内合理安排使用。',
  '多个套餐同时生效时，优先使用最先到期的额度；修图张数按成功导出的照片计算，同一张照片再次导出时会再次扣除张数。',
  '创意点数用于 AI 创意功能，不同功能每次消耗的点数不同，以软件内使用时显示的实际消耗点数为准，生成失败时不扣除点数。',
  '套餐额度属于购买时登录的账号，可在该账号登录的多台电脑、iPad 与手机上共享使用，不可拆分，也不可转让给其他账号。',
] as const

export const TERM_NOTES = {
  piece: PIECE_TERMS,
  token: PIECE_TERMS,
  storage: [
    '云空间自购买之日起一年内有效，到期前可以随时续费延长有效期。',
    '云空间容量按 1024 进制计算，例如 1 TB 等于 1024 GB，1 GB 等于 1024 MB。',
    '同时持有多个云空间套餐时，容量叠加使用，各套餐按各自到期时间失效。',
    '云空间到期后，云端文件继续保留 30 天，请在此期间续费或将文件下载到本地。',
    '保留期满后，文件将按云端项目从旧到新的顺序永久删除，删除后无法恢复。',
  ],
} as const
