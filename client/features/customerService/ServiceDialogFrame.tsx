import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import type { GlobalConfig } from '../../../shared/contracts/schemas/config'
import type { DialogControls } from '../../components/dialogStore'
import { Dialog } from '../../components/Dialog'
import { Button } from '../../components/form'
import { consultationDialog, openLoginDialog } from '../../blocks/dialogs/dialogs'

const Body = styled.div`
  display: grid;
  gap: 12px;
  line-break: strict;
  word-break: keep-all;
  > p {
    margin: 0;
    color: var(--fg-muted);
    font-size: 14px;
  }
  button small {
    display: block;
    font-weight: 400;
    font-size: 12px;
    opacity: 0.8;
  }
`

const Hotline = styled.p`
  padding-top: 12px;
  border-top: 1px solid rgba(0, 0, 0, 0.08);
  a {
    color: var(--accent-text);
    font-weight: 600;
  }
`

/** 在线客服's frame, the app's and an ad landing's: what it offers, then the hotline of the global config (once read). */
export function ServiceDialogFrame({
  open,
  onClose,
  config,
  children,
}: DialogControls & { config: Pick<GlobalConfig, 'service_hotline' | 'service_hours'> | undefined; children: ReactNode }) {
  return (
    <Dialog open={open} title="在线客服" onClose={onClose} testId="customer-service">
      <Body>
        {children}
        {config?.service_hotline ? (
          <Hotline data-testid="customer-service-hotline">
            客服热线 <a href={`tel:${config.service_hotline.replace(/[^\d+]/g, '')}`}>{config.service_hotline}</a>
            {config.service_hours ? `（${config.service_hours}）` : null}
          </Hotline>
        ) : null}
      </Body>
    </Dialog>
  )
}

/**
 * 登录后在线咨询: the login opens over this dialog, which offers the chat once it is done; as
 * a step towards the chat, it asks nothing more (not the complete-info form).
 */
const loginToChat = () => openLoginDialog({ continues: true })

/**
 * What a visitor is offered: a consultation, and the login to chat where the page has the
 * login dialog (`login`: an ad landing has not, docs/decisions/020).
 */
export function VisitorOptions({ onClose, login }: { onClose: () => void; login: boolean }) {
  // 留下咨询 closes this dialog for the consultation's.
  const consult = () => {
    onClose()
    consultationDialog.open()
  }
  return (
    <>
      <p>{login ? '留下您的需求，顾问会在一个工作日内联系您；登录后可以直接与在线客服对话。' : '留下您的需求，顾问会在一个工作日内联系您。'}</p>
      <Button type="button" data-block="true" data-testid="customer-service-consult" onClick={consult}>
        留下咨询
      </Button>
      {login ? (
        <Button type="button" data-block="true" data-variant="secondary" onClick={loginToChat}>
          登录后在线咨询
        </Button>
      ) : null}
    </>
  )
}
