import { styled } from '@linaria/react'
import { useState } from 'react'
import { AccessTag } from '../../../shared/access'
import { DIALOG_WIDTHS } from '../../../shared/constants'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Button } from '../../components/form'
import { showToast } from '../../lib/toast'
import { useDestroyAccount } from './api/destroy'
import { cancelFailure } from './cancelFailure'
import { SECURITY_TEXT } from './messages'

const Choice = styled.label`
  display: flex;
  gap: 8px;
  margin: 12px 0 0;
  font-size: 14px;
  input {
    accent-color: var(--accent-strong);
  }
`

const Switch = styled.p`
  margin: 12px 0 0;
`

export type CancelKind = 'delayed' | 'immediate'

/**
 * The cancellation dialog (spec section 2): the delay view ("account being cancelled",
 * 14 days of cooling), a link to the immediate view and back, and confirm to submit. A
 * main account whose flags offer the choice may cancel its organisation too.
 */
export function CancelAccountDialog({
  accessTag,
  codeMd5,
  onCancelled,
  onVerifyAgain,
  onClose,
}: {
  accessTag: number
  /** The code the cancellation's safety verification was passed with. */
  codeMd5: string
  onCancelled: (kind: CancelKind) => void
  onVerifyAgain: () => void
  onClose: () => void
}) {
  const [view, setView] = useState<CancelKind>('delayed')
  const [deleteOrg, setDeleteOrg] = useState(false)
  const destroy = useDestroyAccount()
  const offerOrgChoice = (accessTag & AccessTag.ShowCancelChoiceDialog) === AccessTag.ShowCancelChoiceDialog

  const submit = () => {
    if (destroy.isPending) return
    destroy.mutate(
      { codeMd5, deleteOrg: offerOrgChoice && deleteOrg, immediately: view === 'immediate' },
      {
        onSuccess: () => onCancelled(view),
        onError: (error) => {
          const { message, verifyAgain } = cancelFailure(error)
          if (message) showToast(message, { tone: 'error' })
          if (verifyAgain) onVerifyAgain()
        },
      },
    )
  }

  const paragraphs = view === 'delayed' ? SECURITY_TEXT.delayBody : SECURITY_TEXT.immediateBody
  return (
    <ConfirmDialog
      open
      title={view === 'delayed' ? SECURITY_TEXT.delayTitle : SECURITY_TEXT.immediateTitle}
      confirmText={SECURITY_TEXT.confirmCancel}
      cancelText={SECURITY_TEXT.cancel}
      busy={destroy.isPending}
      onConfirm={submit}
      onCancel={onClose}
      width={DIALOG_WIDTHS.cancel}
      testId="cancel-account"
      tone="danger"
    >
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {offerOrgChoice ? (
        <Choice>
          <input type="checkbox" checked={deleteOrg} onChange={(event) => setDeleteOrg(event.target.checked)} />
          {SECURITY_TEXT.deleteOrg}
        </Choice>
      ) : null}
      <Switch>
        <Button type="button" data-variant="link" onClick={() => setView(view === 'delayed' ? 'immediate' : 'delayed')}>
          {view === 'delayed' ? SECURITY_TEXT.toImmediate : SECURITY_TEXT.toDelay}
        </Button>
      </Switch>
    </ConfirmDialog>
  )
}
