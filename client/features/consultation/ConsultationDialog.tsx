import { useState } from 'react'
import { DIALOG_WIDTHS } from '../../../shared/constants'
import { CONSULTATION_MESSAGES, CONSULTATION_TYPES, ConsultationType } from '../../../shared/contracts/common'
import { Dialog } from '../../components/Dialog'
import { OptionInputs } from '../../components/OptionInputs'
import type { DialogControls } from '../../components/dialogStore'
import { useZodForm } from '../../lib/useZodForm'
import { EMPTY_CONSULTATION, EMPTY_COOPERATION, switchType, validateConsultation, validateCooperation } from './rules'
import { Body, Types, TypeFieldset, Submit, Done } from './dialogStyles'
import { ConsultationFields } from './ConsultationFields'
import { CooperationFields } from './CooperationFields'

/**
 * The consultation dialog (spec sections 2, 3, 5): person, enterprise or market
 * cooperation, on the shared `Dialog`. The host keeps it mounted while closed, so what
 * was typed survives a failed submit and a close; a successful submit clears the form.
 */
export default function ConsultationDialog({ open, onClose }: DialogControls) {
  const [kind, setKind] = useState<ConsultationType>(ConsultationType.Person)
  const consultation = useZodForm(EMPTY_CONSULTATION, validateConsultation)
  const cooperation = useZodForm(EMPTY_COOPERATION, validateCooperation)
  const [done, setDone] = useState(false)

  const close = () => {
    setDone(false)
    onClose()
  }
  const finish = () => {
    consultation.reset()
    cooperation.reset()
    setDone(true)
  }

  return (
    <Dialog open={open} title="咨询与合作" onClose={close} width={DIALOG_WIDTHS.default} testId="consultation-dialog">
      <Body>
        <p>留下您的需求，顾问会在一个工作日内与您联系。</p>
        {done ? (
          <Done data-testid="consultation-done">
            <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
              <circle cx="28" cy="28" r="26" fill="rgba(255,122,48,0.12)" />
              <path d="M17 29l7 7 15-16" fill="none" stroke="#ff5a1f" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p role="status">{CONSULTATION_MESSAGES.submitted}</p>
            <Submit type="button" onClick={close}>
              完成
            </Submit>
          </Done>
        ) : (
          <div>
            <TypeFieldset>
              <legend>咨询类型</legend>
              <Types role="radiogroup">
                <OptionInputs
                  type="radio"
                  name="consultation-type"
                  options={CONSULTATION_TYPES}
                  isChecked={(value) => kind === value}
                  testId={(value) => `consultation-type-${value}`}
                  onPick={(value) => {
                    setKind(value)
                    if (value !== ConsultationType.Market) consultation.setValues((form) => switchType(form, value as 1 | 2))
                  }}
                />
              </Types>
            </TypeFieldset>
            {kind === ConsultationType.Market ? (
              <CooperationFields fields={cooperation} onDone={finish} />
            ) : (
              <ConsultationFields fields={consultation} onDone={finish} />
            )}
          </div>
        )}
      </Body>
    </Dialog>
  )
}
