import { POLICY_LINKS } from '../../../shared/constants'

/** The consent checkbox's and dialog's texts (spec section 2), for review in one place. */
export const CONSENT_TEXT = {
  consentPrefix: '我已阅读并同意',
  consentJoin: '和',
  consentTitle: '阅读并同意',
  consentBody: '为了更好地保障你的合法权益，请阅读并同意以下协议后继续：',
  consentAgree: '同意并继续',
  consentCancel: '取消',
  policies: [POLICY_LINKS.userAgreement, POLICY_LINKS.privacyPolicy],
} as const
