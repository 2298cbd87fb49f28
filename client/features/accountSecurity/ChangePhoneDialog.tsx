import { useRef, useState } from 'react'
import { CODE_ENTER_THROTTLE_MS, VERIFY_DEBOUNCE_MS } from '../../../shared/constants'
import { LoginType } from '../../../shared/enums'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { Dialog, DialogActions } from '../../components/Dialog'
import { Button } from '../../components/form'
import { useApi } from '../../lib/api/context'
import { useDebouncedTrailing, useThrottled } from '../../lib/useRateLimited'
import { afterConsent, ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import { CodeField, PhoneField } from '../../blocks/verifyCode/fields'
import { codeError, phoneError } from '../../blocks/verifyCode/rules'
import { useSendVerifyCode } from '../../blocks/verifyCode/sendVerifyCode'
import { phoneExists } from './api/checkPhoneIsExist'
import { useExchangeAccount } from './api/exchangeAccount'
import { SECURITY_TEXT } from './messages'

/**
 * Change of phone, after a safety verification: the new phone must be valid and must not
 * have an account yet (checked with the service on blur and before a code is sent), the
 * code goes to the new phone with the login scene, and exchange_account moves the account.
 */
export function ChangePhoneDialog({ onChanged, onClose }: { onChanged: () => void; onClose: () => void }) {
  const api = useApi()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({})
  /** Existence answers by phone, so blur and send ask the service once per number. */
  const known = useRef(new Map<string, boolean>())
  const send = useSendVerifyCode()
  const exchange = useExchangeAccount()
  const consent = useConsent()

  /** The phone's problem, asking the service whether it is taken; undefined when it may be used. */
  const checkPhone = async (value: string): Promise<string | undefined> => {
    const problem = phoneError(value)
    if (problem) return problem
    const number = value.trim()
    if (!known.current.has(number)) known.current.set(number, await phoneExists(api, number))
    return known.current.get(number) ? VALIDATION_MESSAGES.phoneExists : undefined
  }

  /** A field's onChange: what is typed replaces its message until the next check. */
  const edit = (field: 'phone' | 'code', update: (value: string) => void) => (value: string) => {
    update(value)
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onBlur = () => {
    // Asking whether the number is taken sends it: only once the user has agreed; the send checks again.
    if (!consent.agreed) return setErrors((current) => ({ ...current, phone: phoneError(phone) }))
    checkPhone(phone).then(
      (problem) => setErrors((current) => ({ ...current, phone: problem })),
      () => undefined, // the toast says why the check failed; sending checks again
    )
  }

  const confirm = useDebouncedTrailing(() => {
    const codeProblem = codeError(code)
    const phoneProblem = phoneError(phone) ?? (known.current.get(phone.trim()) ? VALIDATION_MESSAGES.phoneExists : undefined)
    setErrors({ phone: phoneProblem, code: codeProblem })
    if (phoneProblem || codeProblem || exchange.isPending) return
    const body = { phone: phone.trim(), code: code.trim() }
    void consent.ask().then((agreed) => agreed && exchange.mutate(body, { onSuccess: onChanged }))
  }, VERIFY_DEBOUNCE_MS)
  const confirmOnEnter = useThrottled(confirm, CODE_ENTER_THROTTLE_MS)

  return (
    <Dialog open title={SECURITY_TEXT.changePhoneTitle} onClose={onClose} testId="change-phone">
      <PhoneField label={SECURITY_TEXT.newPhoneLabel} value={phone} onChange={edit('phone', setPhone)} onBlur={onBlur} error={errors.phone} autoFocus />
      <CodeField
        value={code}
        onChange={edit('code', setCode)}
        onEnter={confirmOnEnter}
        error={errors.code}
        send={{
          scope: 'change-phone',
          ready: phoneError(phone) === undefined && !errors.phone,
          pending: send.isPending,
          send: afterConsent(consent, async (captchaVerifyParam?: string) => {
            const problem = await checkPhone(phone)
            if (problem) {
              setErrors((current) => ({ ...current, phone: problem }))
              throw new Error(problem)
            }
            return send.mutateAsync({ phone: phone.trim(), scene: LoginType.Login, captchaVerifyParam })
          }),
        }}
      />
      <ConsentCheckbox consent={consent} />
      <DialogActions>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {SECURITY_TEXT.cancel}
        </Button>
        <Button type="button" onClick={confirm} disabled={exchange.isPending}>
          {SECURITY_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
