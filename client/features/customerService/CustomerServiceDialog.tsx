import { styled } from '@linaria/react'
import type { DialogControls } from '../../components/dialogStore'
import { Dialog } from '../../components/Dialog'
import { Button } from '../../components/form'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { consultationDialog, openLoginDialog } from '../../blocks/dialogs/dialogs'
import { useImInfo } from '../../blocks/session/imInfo'
import { useViewer } from '../../blocks/session/viewer'
import { chatUrl, SERVICE_GROUPS, type ServiceGroup } from './imLink'

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

/**
 * 登录后在线咨询: the login opens over this dialog, which offers the chat once it is done; as
 * a step towards the chat, it asks nothing more (not the complete-info form).
 */
const loginToChat = () => openLoginDialog({ continues: true })

/**
 * 在线客服: a logged-in user chats with support or sales (im/info's url, in the group's
 * id); a visitor leaves a consultation or calls the hotline, or logs in to chat.
 */
export default function CustomerServiceDialog({ open, onClose }: DialogControls) {
  const viewer = useViewer()
  const { data: config } = useGlobalConfig()
  const im = useImInfo()
  const chat = (group: ServiceGroup) => {
    if (!im.data) return
    window.open(chatUrl(im.data.im_url, group), '_blank', 'noopener')
    onClose()
  }
  // 留下咨询 closes this dialog for the consultation's.
  const consult = () => {
    onClose()
    consultationDialog.open()
  }
  return (
    <Dialog open={open} title="在线客服" onClose={onClose} testId="customer-service">
      <Body>
        {viewer.loggedIn ? (
          <>
            <p>请选择咨询类型，客服会在服务时间内尽快回复。</p>
            {SERVICE_GROUPS.map(({ group, label, hint }) => (
              <Button key={group} type="button" data-block="true" disabled={!im.data} onClick={() => chat(group)} data-testid={`chat-${group}`}>
                {label}
                <small>{hint}</small>
              </Button>
            ))}
          </>
        ) : (
          <>
            <p>留下您的需求，顾问会在一个工作日内联系您；登录后可以直接与在线客服对话。</p>
            <Button type="button" data-block="true" data-testid="customer-service-consult" onClick={consult}>
              留下咨询
            </Button>
            <Button type="button" data-block="true" data-variant="secondary" onClick={loginToChat}>
              登录后在线咨询
            </Button>
          </>
        )}
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
