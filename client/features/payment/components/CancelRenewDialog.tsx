import { styled } from '@linaria/react'
import { useState } from 'react'
import { DIALOG_WIDTHS } from '../../../../shared/constants'
import type { Contract } from '../../../../shared/contracts/schemas/payAccount'
import { CANCEL_REASON_MAX } from '../../../../shared/contracts/payAccount'
import { Dialog, DialogActions } from '../../../components/Dialog'
import { OptionInputs } from '../../../components/OptionInputs'
import { Button, TextInput } from '../../../components/form'
import { showToast } from '../../../lib/toast'
import { useCancelContract } from '../api/cancelContract'
import { useCancelReasons } from '../api/cancelReasons'
import { PACKAGE_TEXT } from '../packageMessages'

const Reasons = styled.fieldset`
  border: 0;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-size: 13px;
    color: #5d6270;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 14px;
    cursor: pointer;
  }
`

const Error = styled.p`
  margin: 0 0 12px;
  color: #d93025;
  font-size: 13px;
`

/** Cancel auto-renewal with a reason of enumerate type 77 (the "other" reason takes free text). */
export function CancelRenewDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const [reasonId, setReasonId] = useState<number>()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const cancel = useCancelContract()
  const reasons = useCancelReasons()
  const submit = () => {
    if (!reasonId) return setError(PACKAGE_TEXT.cancelReasonRequired)
    // Not mutate's own onSuccess: the refetched packages drop the contract and unmount this
    // dialog first, and react-query does not call a mutate callback after an unmount.
    cancel.mutateAsync({ contractUuid: contract.contract_uuid, appId: 1, reasonId, reason: text.trim() }).then(
      () => {
        showToast(PACKAGE_TEXT.cancelled)
        onClose()
      },
      () => undefined, // the API client has told the visitor what failed
    )
  }
  return (
    <Dialog open title={PACKAGE_TEXT.cancelTitle} onClose={onClose} width={DIALOG_WIDTHS.cancel} testId="cancel-renew-dialog">
      <p>{PACKAGE_TEXT.cancelLead}</p>
      <Reasons>
        <legend>{PACKAGE_TEXT.cancelReason}</legend>
        <OptionInputs
          type="radio"
          name="cancel-reason"
          options={reasons}
          isChecked={(value) => reasonId === value}
          onPick={(value) => {
            setReasonId(value)
            setError(undefined)
          }}
        />
      </Reasons>
      {reasonId === reasons.at(-1)?.value ? (
        <TextInput
          aria-label={PACKAGE_TEXT.cancelReason}
          maxLength={CANCEL_REASON_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {error ? <Error role="alert">{error}</Error> : null}
      <DialogActions>
        <Button type="button" data-variant="secondary" onClick={onClose}>
          {PACKAGE_TEXT.keep}
        </Button>
        <Button type="button" data-variant="danger" onClick={submit} disabled={cancel.isPending}>
          {PACKAGE_TEXT.cancelConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
