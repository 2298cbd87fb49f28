import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { CONSULTATION_MESSAGES, CONSULTATION_TYPES, ConsultationType } from '../../../shared/contracts/common'
import { EMPTY_CONSULTATION, EMPTY_COOPERATION, switchType, type ConsultationForm, type CooperationForm } from './rules'
import { Overlay, Panel, Close, Types, TypeFieldset, Submit, Done } from './dialogStyles'
import { ConsultationFields } from './ConsultationFields'
import { CooperationFields } from './CooperationFields'

export interface ConsultationDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The consultation dialog (spec sections 2, 3, 5): person, enterprise or market
 * cooperation. It stays mounted while closed, so what was typed survives a failed
 * submit and a close; a successful submit clears the form.
 */
export default function ConsultationDialog({ open, onClose }: ConsultationDialogProps) {
  const [kind, setKind] = useState<ConsultationType>(ConsultationType.Person)
  const [consultation, setConsultation] = useState<ConsultationForm>(EMPTY_CONSULTATION)
  const [cooperation, setCooperation] = useState<CooperationForm>(EMPTY_COOPERATION)
  const [done, setDone] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    panelRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  const close = () => {
    setDone(false)
    onClose()
  }
  const finish = () => {
    setConsultation(EMPTY_CONSULTATION)
    setCooperation(EMPTY_COOPERATION)
    setDone(true)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }

  if (typeof document === 'undefined') return null
  return createPortal(
    <Overlay hidden={!open} onKeyDown={onKeyDown} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="consultation-dialog">
        <h2 id={titleId}>咨询与合作</h2>
        <p>留下您的需求，顾问会在一个工作日内与您联系。</p>
        <Close type="button" aria-label="关闭" onClick={close}>
          ×
        </Close>
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
                {CONSULTATION_TYPES.map((option) => (
                  <label key={option.value}>
                    <input
                      type="radio"
                      name="consultation-type"
                      value={option.value}
                      checked={kind === option.value}
                      data-testid={`consultation-type-${option.value}`}
                      onChange={() => {
                        setKind(option.value)
                        if (option.value !== ConsultationType.Market) setConsultation((form) => switchType(form, option.value as 1 | 2))
                      }}
                    />
                    {option.label}
                  </label>
                ))}
              </Types>
            </TypeFieldset>
            {kind === ConsultationType.Market ? (
              <CooperationFields form={cooperation} setForm={setCooperation} onDone={finish} />
            ) : (
              <ConsultationFields form={consultation} setForm={setConsultation} onDone={finish} />
            )}
          </div>
        )}
      </Panel>
    </Overlay>,
    document.body,
  )
}
