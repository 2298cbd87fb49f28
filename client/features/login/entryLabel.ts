/**
 * The header's login entry, apart from the dialog's texts (messages.ts re-uses it): the
 * header is on every page's first download, the dialog's texts load with the dialog.
 */
export const LOGIN_ENTRY_TEXT = '登录 / 注册'
