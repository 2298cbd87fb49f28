import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LoginType, OauthTag } from '../../../shared/enums'
import { Button } from '../../components/form'
import { useApi } from '../../lib/api/context'
import { maskPhone } from '../../lib/format'
import { showToast } from '../../lib/toast'
import { userQueryKeys } from '../../blocks/session/keys'
import { clearLogin } from '../../blocks/session/sessionCache'
import { useUserInfo } from '../../blocks/session/userInfo'
import type { VerifyProof } from './api/securityVerify'
import { wechatUnbind } from './api/wechatUnbind'
import type { CancelKind } from './CancelAccountDialog'
import { cancelAccountDialog, changePhoneDialog, closeSecurityDialogs, safetyVerifyDialog, unbindConfirmDialog, wechatBindDialog } from './dialogs'
import { SECURITY_TEXT } from './messages'
import { media } from '../../styles/media'

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: var(--radius);
  border: 1px solid var(--line);
  background: var(--bg);
  li {
    display: grid;
    grid-template-columns: 120px 1fr auto;
    align-items: center;
    gap: 16px;
    padding: 20px 24px;
  }
  li + li {
    border-top: 1px solid var(--line);
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
  ${media.below('sm')} {
    li {
      grid-template-columns: 1fr auto;
      padding: 16px;
    }
    li > p {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`

/**
 * The account-security page: phone (masked), WeChat bound or not with bind and unbind,
 * change of phone (only when allowed), and cancellation after a phone verification. Each
 * step of a flow is a dialog on the shared host; a step opens the next one.
 */
export function AccountSecurity() {
  const api = useApi()
  const queryClient = useQueryClient()
  const { data: user } = useUserInfo()
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryKeys.info })

  // Closing the page's dialogs when it goes (a logout, a navigation) keeps a flow from outliving it.
  useEffect(() => closeSecurityDialogs, [])

  if (!user) return <p>{SECURITY_TEXT.loading}</p>
  const wechatBound = (user.oauth_tag & OauthTag.WechatBound) === OauthTag.WechatBound

  const done = (toast: string) => {
    closeSecurityDialogs()
    showToast(toast)
    void refreshUser()
  }
  const bind = () => {
    closeSecurityDialogs()
    wechatBindDialog.open({ onBound: () => done(SECURITY_TEXT.bound) })
  }
  const verifyUnbind = () => {
    closeSecurityDialogs()
    // Unbinding takes the safety code itself: the dialog's proof is the unbind call.
    safetyVerifyDialog.open({
      scene: LoginType.Security,
      user,
      allowWechat: false,
      submit: (proof: VerifyProof) => (proof.type === 'phone' ? wechatUnbind(api, proof.codeMd5) : Promise.reject(new Error('phone only'))),
      onVerified: () => done(SECURITY_TEXT.unbound),
    })
  }
  const confirmUnbind = () => {
    closeSecurityDialogs()
    unbindConfirmDialog.open({
      title: SECURITY_TEXT.unbindTitle,
      confirmText: SECURITY_TEXT.confirm,
      cancelText: SECURITY_TEXT.cancel,
      tone: 'danger',
      onConfirm: verifyUnbind,
      children: <p>{SECURITY_TEXT.unbindQuestion}</p>,
    })
  }
  const changePhone = () => {
    closeSecurityDialogs()
    safetyVerifyDialog.open({
      scene: LoginType.Security,
      user,
      allowWechat: true,
      onVerified: () => {
        closeSecurityDialogs()
        changePhoneDialog.open({ onChanged: () => done(SECURITY_TEXT.phoneChanged) })
      },
    })
  }
  const onCancelled = (kind: CancelKind) => {
    closeSecurityDialogs()
    // The account is gone or cooling down: the login is over here too; the guard leaves the page.
    clearLogin(queryClient)
    showToast(kind === 'delayed' ? SECURITY_TEXT.cancelledDelayed : SECURITY_TEXT.cancelledNow, { durationMs: 8000 })
  }
  const cancelAccount = () => {
    closeSecurityDialogs()
    // Spec section 2: the cancellation starts with a phone verification; its code also confirms the cancellation.
    safetyVerifyDialog.open({
      scene: LoginType.Cancel,
      user,
      allowWechat: false,
      onVerified: (proof) => {
        closeSecurityDialogs()
        if (proof.type === 'phone') cancelAccountDialog.open({ accessTag: user.access_tag, codeMd5: proof.codeMd5, onCancelled, onVerifyAgain: cancelAccount })
      },
    })
  }

  return (
    <Rows>
      <li>
        <h2>{SECURITY_TEXT.phoneRow}</h2>
        <p data-testid="security-phone">{maskPhone(user.user_info.phone)}</p>
        {user.can_change_phone ? (
          <Button type="button" data-variant="secondary" onClick={changePhone}>
            {SECURITY_TEXT.changePhone}
          </Button>
        ) : (
          <span />
        )}
      </li>
      <li>
        <h2>{SECURITY_TEXT.wechatRow}</h2>
        <p data-testid="security-wechat">{wechatBound ? SECURITY_TEXT.wechatBound : SECURITY_TEXT.wechatUnbound}</p>
        {wechatBound ? (
          <Button type="button" data-variant="secondary" onClick={confirmUnbind}>
            {SECURITY_TEXT.unbind}
          </Button>
        ) : (
          <Button type="button" onClick={bind}>
            {SECURITY_TEXT.bind}
          </Button>
        )}
      </li>
      <li>
        <h2>{SECURITY_TEXT.cancelRow}</h2>
        <p>{SECURITY_TEXT.cancelRowHint}</p>
        <Button type="button" data-variant="secondary" onClick={cancelAccount}>
          {SECURITY_TEXT.cancelAction}
        </Button>
      </li>
    </Rows>
  )
}
