import { Button } from '../../components/form'
import { showToast } from '../../lib/toast'
import type { CooldownScope } from './cooldown'
import { VERIFY_CODE_TEXT } from './messages'
import { useCooldown } from './useCooldown'

export interface SendCodeButtonProps {
  scope: CooldownScope
  /** The target (a phone) is filled in and valid. */
  ready: boolean
  pending: boolean
  /** Sends the code; resolves when the service accepted it. */
  send: () => Promise<unknown>
}

/**
 * The send-code button: disabled while counting down, while sending, or when the target
 * is empty or invalid (spec section 5). The countdown starts only once a code is sent.
 */
export function SendCodeButton({ scope, ready, pending, send }: SendCodeButtonProps) {
  const { left, start } = useCooldown(scope)
  const onClick = () => {
    send().then(
      () => {
        start()
        showToast(VERIFY_CODE_TEXT.sent)
      },
      () => undefined, // the API client has shown the message
    )
  }
  return (
    <Button type="button" data-variant="secondary" disabled={!ready || pending || left > 0} onClick={onClick} data-testid="send-code">
      {pending ? VERIFY_CODE_TEXT.sending : left > 0 ? VERIFY_CODE_TEXT.resendIn(left) : VERIFY_CODE_TEXT.send}
    </Button>
  )
}
