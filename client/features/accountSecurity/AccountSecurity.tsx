import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useCallback, useState } from 'react'
import { LoginType, OauthTag } from '../../../shared/enums'
import { ConfirmDialog } from '../../components/ConfirmDialog'
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
import { CancelAccountDialog, ChangePhoneDialog, SafetyVerifyDialog, WechatBindDialog } from './lazyDialogs'
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

/** Which dialog of the page is up; each step of a flow is one of these. */
type Step =
  | null
  | 'bind'
  | 'unbind-confirm'
  | 'unbind-verify'
  | 'change-verify'
  | 'change-phone'
  | 'cancel-verify'
  | { kind: 'cancel'; codeMd5: string }

/**
 * The account-security page: phone (masked), WeChat bound or not with bind and unbind,
 * change of phone (only when allowed), and cancellation after a phone verification.
 */
export function AccountSecurity() {
  const api = useApi()
  const queryClient = useQueryClient()
  const { data: user } = useUserInfo()
  const [step, setStep] = useState<Step>(null)
  const close = useCallback(() => setStep(null), [])
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryKeys.info })

  if (!user) return <p>{SECURITY_TEXT.loading}</p>
  const wechatBound = (user.oauth_tag & OauthTag.WechatBound) === OauthTag.WechatBound

  const onBound = () => {
    showToast(SECURITY_TEXT.bound)
    void refreshUser()
    close()
  }
  const onCancelled = (kind: CancelKind) => {
    close()
    // The account is gone or cooling down: the login is over here too; the guard leaves the page.
    clearLogin(queryClient)
    showToast(kind === 'delayed' ? SECURITY_TEXT.cancelledDelayed : SECURITY_TEXT.cancelledNow, { durationMs: 8000 })
  }

  return (
    <>
      <Rows>
        <li>
          <h2>{SECURITY_TEXT.phoneRow}</h2>
          <p data-testid="security-phone">{maskPhone(user.user_info.phone)}</p>
          {user.can_change_phone ? (
            <Button type="button" data-variant="secondary" onClick={() => setStep('change-verify')}>
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
            <Button type="button" data-variant="secondary" onClick={() => setStep('unbind-confirm')}>
              {SECURITY_TEXT.unbind}
            </Button>
          ) : (
            <Button type="button" onClick={() => setStep('bind')}>
              {SECURITY_TEXT.bind}
            </Button>
          )}
        </li>
        <li>
          <h2>{SECURITY_TEXT.cancelRow}</h2>
          <p>{SECURITY_TEXT.cancelRowHint}</p>
          <Button type="button" data-variant="secondary" onClick={() => setStep('cancel-verify')}>
            {SECURITY_TEXT.cancelAction}
          </Button>
        </li>
      </Rows>

      <Suspense fallback={null}>
        {step === 'bind' ? <WechatBindDialog onBound={onBound} onClose={close} /> : null}

        <ConfirmDialog
          open={step === 'unbind-confirm'}
          title={SECURITY_TEXT.unbindTitle}
          confirmText={SECURITY_TEXT.confirm}
          cancelText={SECURITY_TEXT.cancel}
          onConfirm={() => setStep('unbind-verify')}
          onCancel={close}
        >
          <p>{SECURITY_TEXT.unbindQuestion}</p>
        </ConfirmDialog>
        {step === 'unbind-verify' ? (
          // Unbinding takes the safety code itself: the dialog's proof is the unbind call.
          <SafetyVerifyDialog
            scene={LoginType.Security}
            user={user}
            allowWechat={false}
            submit={(proof: VerifyProof) => (proof.type === 'phone' ? wechatUnbind(api, proof.codeMd5) : Promise.reject(new Error('phone only')))}
            onVerified={() => {
              showToast(SECURITY_TEXT.unbound)
              void refreshUser()
              close()
            }}
            onClose={close}
          />
        ) : null}

        {step === 'change-verify' ? (
          <SafetyVerifyDialog scene={LoginType.Security} user={user} allowWechat onVerified={() => setStep('change-phone')} onClose={close} />
        ) : null}
        {step === 'change-phone' ? (
          <ChangePhoneDialog
            onChanged={() => {
              showToast(SECURITY_TEXT.phoneChanged)
              void refreshUser()
              close()
            }}
            onClose={close}
          />
        ) : null}

        {step === 'cancel-verify' ? (
          // Spec section 2: the cancellation starts with a phone verification; its code also confirms the cancellation.
          <SafetyVerifyDialog
            scene={LoginType.Cancel}
            user={user}
            allowWechat={false}
            onVerified={(proof) => (proof.type === 'phone' ? setStep({ kind: 'cancel', codeMd5: proof.codeMd5 }) : close())}
            onClose={close}
          />
        ) : null}
        {step !== null && typeof step === 'object' ? (
          <CancelAccountDialog accessTag={user.access_tag} codeMd5={step.codeMd5} onCancelled={onCancelled} onVerifyAgain={() => setStep('cancel-verify')} onClose={close} />
        ) : null}
      </Suspense>
    </>
  )
}
