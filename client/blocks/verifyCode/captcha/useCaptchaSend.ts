import { useCallback, useRef, useState } from 'react'
import type { CaptchaChallenge } from '../../../../shared/contracts/schemas/captcha'
import { captchaChallengeOf } from '../captchaChallenge'

/** Sends a code; the captcha's parameter goes along once a captcha was solved. */
export type SendWithCaptcha = (captchaVerifyParam?: string) => Promise<unknown>

/**
 * A code send that may be asked for a captcha: a send refused with code 45 opens the
 * challenge its answer names; solving it sends again with the captcha's parameter, and a
 * refused parameter opens a fresh round. `onSent` runs once a code went out. The form
 * around it keeps every value: nothing here touches it.
 */
export function useCaptchaSend(send: SendWithCaptcha, onSent: () => void) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null)
  // A new round remounts the widget, so a refused answer is not offered again.
  const [round, setRound] = useState(0)
  const latest = useRef({ send, onSent })
  latest.current = { send, onSent }

  const attempt = useCallback((captchaVerifyParam?: string) => {
    return latest.current.send(captchaVerifyParam).then(
      () => {
        setChallenge(null)
        latest.current.onSent()
      },
      (error: unknown) => {
        const asked = captchaChallengeOf(error)
        if (!asked) return // the API client has shown the message
        setChallenge(asked)
        setRound((value) => value + 1)
      },
    )
  }, [])

  return {
    challenge,
    round,
    request: useCallback(() => attempt(), [attempt]),
    solve: attempt,
    dismiss: useCallback(() => setChallenge(null), []),
  }
}
