import { useState } from 'react'
import { useLogin, type LoginInput } from '../../blocks/session/login'
import { classifyLoginFailure, isHandledLoginFailure, type HandledLoginFailure } from './loginFailure'

export type LoginOutcome = 'logged-in' | 'reminder' | 'failed'

export interface LoginReminderState {
  failure: HandledLoginFailure
  /** What was sent, to send again with the recover token. */
  input: LoginInput
}

/**
 * A login attempt and what follows a failure: most failures are a toast, the ones of
 * spec section 8 that need an answer become a reminder (see useLoginReminder).
 */
export function useLoginFlow(onLoggedIn: () => void) {
  const login = useLogin(isHandledLoginFailure)
  const [reminder, setReminder] = useState<LoginReminderState | null>(null)

  /** Resolves once the attempt is over: logged in, a reminder is up, or the failure was a toast. */
  const submit = async (input: LoginInput): Promise<LoginOutcome> => {
    try {
      await login.mutateAsync(input)
    } catch (error) {
      const failure = classifyLoginFailure(error)
      setReminder(failure.kind === 'shown' ? null : { failure, input })
      return failure.kind === 'shown' ? 'failed' : 'reminder'
    }
    setReminder(null)
    onLoggedIn()
    return 'logged-in'
  }

  /** 7001: the same login again, with the token that calls the cancellation off. */
  const recover = (): Promise<LoginOutcome> => {
    if (reminder?.failure.kind !== 'recoverable') return Promise.resolve('failed')
    return submit({ ...reminder.input, recoverToken: reminder.failure.recoverToken })
  }

  return { submit, recover, pending: login.isPending, reminder, dismiss: () => setReminder(null) }
}

export type LoginFlow = ReturnType<typeof useLoginFlow>
