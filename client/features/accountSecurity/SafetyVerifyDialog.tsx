import { styled } from '@linaria/react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { CODE_ENTER_THROTTLE_MS, VERIFY_DEBOUNCE_MS, VERIFY_SUCCESS_CLOSE_MS } from '../../../shared/constants'
import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'
import { LoginType, OauthTag } from '../../../shared/enums'
import { Dialog, DialogActions } from '../../components/Dialog'
import { Segmented } from '../../components/Segmented'
import { Button } from '../../components/form'
import { useApi } from '../../lib/api/context'
import { maskPhone } from '../../lib/format'
import { useDebouncedTrailing, useThrottled } from '../../lib/useRateLimited'
import { hashVerifyCode } from '../../blocks/verifyCode/code'
import { CodeField } from '../../blocks/verifyCode/fields'
import { codeError } from '../../blocks/verifyCode/rules'
import { useSendVerifyCode } from '../../blocks/verifyCode/sendVerifyCode'
import { fetchRebindQrcode, fetchRebindScanState } from '../../blocks/wechat/rebindQrcode'
import { useWechatScan, type ScanState } from '../../blocks/wechat/useWechatScan'
import { WechatQrBox } from '../../blocks/wechat/WechatQrBox'
import { securityVerify, type VerifyProof } from './api/securityVerify'
import { useSendDestroyCode } from './api/sendDestroyCode'
import { SECURITY_TEXT } from './messages'
import { WECHAT_VERIFY_START, wechatVerifyReducer } from './wechatVerify'

const Lead = styled.p`
  margin: 0 0 14px;
  font-size: 14px;
  color: #5d6270;
  text-align: center;
  &[role='alert'] {
    margin: 12px 0 0;
    color: #d93025;
  }
`

type VerifyScene = typeof LoginType.Cancel | typeof LoginType.Security
type Submit = (proof: VerifyProof) => Promise<unknown>

export interface SafetyVerifyDialogProps {
  scene: VerifyScene
  user: UserInfo
  /** Whether this use accepts a WeChat proof; the tab also needs a bound WeChat. */
  allowWechat: boolean
  /** What proves the verification; POST security/verify unless the action takes the code itself (unbind). */
  submit?: Submit
  onVerified: (proof: VerifyProof) => void
  onClose: () => void
}

/**
 * The safety verification dialog (spec section 2, "account verification"): a code to the
 * account's phone, or a scan with the bound WeChat. Mount it to open it.
 */
export function SafetyVerifyDialog({ scene, user, allowWechat, submit, onVerified, onClose }: SafetyVerifyDialogProps) {
  const api = useApi()
  const wechatBound = (user.oauth_tag & OauthTag.WechatBound) === OauthTag.WechatBound
  const [tab, setTab] = useState<'phone' | 'wechat'>('phone')
  const prove: Submit = submit ?? ((proof) => securityVerify(api, scene, proof))
  return (
    <Dialog open title={SECURITY_TEXT.verifyTitle} onClose={onClose} testId="safety-verify">
      {allowWechat && wechatBound ? (
        <Segmented role="tablist">
          {(['phone', 'wechat'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
              {name === 'phone' ? SECURITY_TEXT.phoneTab : SECURITY_TEXT.wechatTab}
            </button>
          ))}
        </Segmented>
      ) : null}
      <div role="tabpanel">
        {tab === 'phone' ? (
          <PhoneVerify scene={scene} phone={user.user_info.phone} prove={prove} onVerified={onVerified} onClose={onClose} />
        ) : (
          <WechatVerify scene={scene} prove={prove} onVerified={onVerified} onClose={onClose} />
        )}
      </div>
    </Dialog>
  )
}

function PhoneVerify({
  scene,
  phone,
  prove,
  onVerified,
  onClose,
}: {
  scene: VerifyScene
  phone: string
  prove: Submit
  onVerified: (proof: VerifyProof) => void
  onClose: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const sendCode = useSendVerifyCode()
  const sendDestroy = useSendDestroyCode()
  const sending = scene === LoginType.Cancel ? sendDestroy : sendCode

  const verify = useDebouncedTrailing(() => {
    const problem = codeError(code)
    setError(problem)
    if (problem || pending) return
    const proof: VerifyProof = { type: 'phone', codeMd5: hashVerifyCode(code) }
    setPending(true)
    prove(proof).then(
      () => onVerified(proof),
      () => setPending(false), // the toast says why; the visitor may try another code
    )
  }, VERIFY_DEBOUNCE_MS)
  const verifyOnEnter = useThrottled(verify, CODE_ENTER_THROTTLE_MS)

  return (
    <>
      <Lead>{SECURITY_TEXT.codeGoesTo(maskPhone(phone))}</Lead>
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value)
          setError(undefined)
        }}
        onEnter={verifyOnEnter}
        error={error}
        autoFocus
        send={{
          scope: scene === LoginType.Cancel ? 'cancel' : 'security',
          ready: true,
          pending: sending.isPending,
          // Codes to the account's own phone are never asked for a captcha (decision 016).
          send: () => (scene === LoginType.Cancel ? sendDestroy.mutateAsync() : sendCode.mutateAsync({ phone, scene })),
        }}
      />
      <DialogActions>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {SECURITY_TEXT.cancel}
        </Button>
        <Button type="button" onClick={verify} disabled={pending}>
          {SECURITY_TEXT.confirm}
        </Button>
      </DialogActions>
    </>
  )
}

function WechatVerify({
  scene,
  prove,
  onVerified,
  onClose,
}: {
  scene: VerifyScene
  prove: Submit
  onVerified: (proof: VerifyProof) => void
  onClose: () => void
}) {
  const api = useApi()
  const scan = useWechatScan({
    key: ['main', 'user', 'rebind-qr', 'verify', scene],
    fetchQr: () => fetchRebindQrcode(api),
    fetchState: (subToken) => fetchRebindScanState(api, subToken),
  })
  const [state, dispatch] = useReducer(wechatVerifyReducer, WECHAT_VERIFY_START)
  const handled = useRef<ScanState | undefined>(undefined)
  const accepted = useRef<VerifyProof | undefined>(undefined)
  const { result, refresh } = scan

  useEffect(() => {
    if (!result?.jump_token || handled.current === result) return
    handled.current = result
    const proof: VerifyProof = { type: 'wechat', jumpToken: result.jump_token }
    dispatch('scanned')
    prove(proof).then(
      () => {
        accepted.current = proof
        dispatch('accepted')
      },
      () => {
        dispatch('refused')
        refresh()
      },
    )
  }, [result, prove, refresh])

  // Fulfilled shows "verifying" for a second, then the dialog closes (spec section 4).
  const onVerifiedRef = useRef(onVerified)
  useEffect(() => {
    onVerifiedRef.current = onVerified
  })
  useEffect(() => {
    if (state.status !== 'fulfilled' || !accepted.current) return
    const proof = accepted.current
    const timer = setTimeout(() => onVerifiedRef.current(proof), VERIFY_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  return (
    <>
      <Lead>{SECURITY_TEXT.wechatVerifyHint}</Lead>
      <WechatQrBox scan={scan} scannedText={state.status === 'rejected' ? undefined : SECURITY_TEXT.verifying} />
      {state.status === 'rejected' ? <Lead role="alert">{SECURITY_TEXT.verifyFailed}</Lead> : null}
      <DialogActions>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {SECURITY_TEXT.cancel}
        </Button>
      </DialogActions>
    </>
  )
}
