import { ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import type { CooldownScope } from '../../blocks/verifyCode/cooldown'
import { PhoneCodeForm, type PhoneCode } from './PhoneCodeForm'

/**
 * The phone step of a new WeChat or Apple ID on its callback page, with the consent it
 * needs before the phone is sent. Loaded when the step is reached: most callbacks log in
 * without it, so the callback page's first download leaves it out.
 */
export default function PhoneStep({
  cooldownScope,
  pending,
  onSubmit,
}: {
  cooldownScope: CooldownScope
  pending: boolean
  onSubmit: (value: PhoneCode) => void
}) {
  const consent = useConsent()
  return (
    <>
      <PhoneCodeForm cooldownScope={cooldownScope} consent={consent} pending={pending} onSubmit={onSubmit} />
      <ConsentCheckbox consent={consent} />
    </>
  )
}
