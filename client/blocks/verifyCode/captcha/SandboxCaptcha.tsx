import { useEffect, useRef, useState } from 'react'
import { SANDBOX_CAPTCHA_TOKEN } from '../../../../shared/contracts/captcha'
import { CAPTCHA_TEXT } from '../messages'

/**
 * The sandbox's stand-in for the real captcha: a native check box (keyboard: Tab, Space),
 * focused when it appears, that hands over the token the sandbox verifier accepts.
 */
export function SandboxCaptcha({ onSolved, disabled }: { onSolved: (captchaVerifyParam: string) => void; disabled: boolean }) {
  const [checked, setChecked] = useState(false)
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <>
      <label data-part="check">
        <input
          ref={box}
          type="checkbox"
          checked={checked}
          disabled={disabled || checked}
          onChange={(event) => {
            if (!event.target.checked) return
            setChecked(true)
            onSolved(SANDBOX_CAPTCHA_TOKEN)
          }}
        />
        {CAPTCHA_TEXT.sandboxCheck}
      </label>
      <small>{CAPTCHA_TEXT.sandboxNote}</small>
    </>
  )
}
