import type { RefObject } from 'react'
import { Button } from '../../components/form'
import { showToast } from '../../lib/toast'
import { CaptchaPanel } from './captcha/CaptchaPanel'
import { useCaptchaSend, type SendWithCaptcha } from './captcha/useCaptchaSend'
import type { CooldownScope } from './cooldown'
import { VERIFY_CODE_TEXT } from './messages'
import { useCooldown } from './useCooldown'

export interface SendCodeButtonProps {
  scope: CooldownScope
  /** The target (a phone) is filled in and valid. */
  ready: boolean
  pending: boolean
  /**
   * Sends the code, with the captcha's parameter once one was solved; resolves when the
   * service accepted it. A send refused for want of a captcha (code 45) shows the captcha
   * its answer names, under the button, and sends again once it is solved.
   */
  send: SendWithCaptcha
  /** Where the visitor types the code: it takes the focus once the code is sent. */
  codeInput?: RefObject<HTMLInputElement | null>
}

/**
 * The send-code button of every form that sends a code: disabled while counting down,
 * while sending, or when the target is empty or invalid (spec section 5). The countdown
 * starts only once a code is sent. Renders the captcha panel after itself when asked, as
 * a full line of the row (the row wraps).
 */
export function SendCodeButton({ scope, ready, pending, send, codeInput }: SendCodeButtonProps) {
  const { left, start } = useCooldown(scope)
  const captcha = useCaptchaSend(send, () => {
    start()
    showToast(VERIFY_CODE_TEXT.sent)
    // The focused button is disabled now and a solved captcha is gone: without this the focus falls to the page.
    codeInput?.current?.focus()
  })
  return (
    <>
      <Button type="button" data-variant="secondary" disabled={!ready || pending || left > 0} onClick={() => void captcha.request()} data-testid="send-code">
        {pending ? VERIFY_CODE_TEXT.sending : left > 0 ? VERIFY_CODE_TEXT.resendIn(left) : VERIFY_CODE_TEXT.send}
      </Button>
      {captcha.challenge ? (
        <CaptchaPanel
          key={captcha.round}
          challenge={captcha.challenge}
          pending={pending}
          onSolved={(param) => void captcha.solve(param)}
          onDismiss={captcha.dismiss}
        />
      ) : null}
    </>
  )
}
