import { styled } from '@linaria/react'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { LOGIN_TEXT } from './messages'

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-top: 16px;
  font-size: 13px;
  color: #5d6270;
  cursor: pointer;
  input {
    margin: 3px 0 0;
    accent-color: var(--accent-text);
  }
  a {
    color: var(--accent-text);
    text-decoration: none;
  }
`

const PolicyList = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 6px;
  }
  a {
    color: var(--accent-text);
  }
`

/** A policy opens in a new tab, so the dialog and what was typed stay where they are. */
function PolicyLink({ policy }: { policy: (typeof LOGIN_TEXT.policies)[number] }) {
  return (
    <a href={policy.href} target="_blank" rel="noopener noreferrer">
      《{policy.label}》
    </a>
  )
}

export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const [agreement, privacy] = LOGIN_TEXT.policies
  return (
    <CheckboxLabel>
      <input type="checkbox" name="consent" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {LOGIN_TEXT.consentPrefix}
        <PolicyLink policy={agreement} />
        {LOGIN_TEXT.consentJoin}
        <PolicyLink policy={privacy} />
      </span>
    </CheckboxLabel>
  )
}

/** The "read and agree" dialog (spec section 2): the policies as links, agree and continue, or cancel. */
export function ConsentDialog({ open, onAgree, onCancel }: { open: boolean; onAgree: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog open={open} title={LOGIN_TEXT.consentTitle} confirmText={LOGIN_TEXT.consentAgree} cancelText={LOGIN_TEXT.consentCancel} onConfirm={onAgree} onCancel={onCancel}>
      <p>{LOGIN_TEXT.consentBody}</p>
      <PolicyList>
        {LOGIN_TEXT.policies.map((policy) => (
          <li key={policy.href}>
            <PolicyLink policy={policy} />
          </li>
        ))}
      </PolicyList>
    </ConfirmDialog>
  )
}
