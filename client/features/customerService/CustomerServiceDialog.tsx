import type { DialogControls } from '../../components/dialogStore'
import { Button } from '../../components/form'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { useImInfo } from '../../blocks/session/imInfo'
import { useViewer } from '../../blocks/session/viewer'
import { chatUrl, SERVICE_GROUPS, type ServiceGroup } from './imLink'
import { ServiceDialogFrame, VisitorOptions } from './ServiceDialogFrame'

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
  return (
    <ServiceDialogFrame open={open} onClose={onClose} config={config}>
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
        <VisitorOptions onClose={onClose} login />
      )}
    </ServiceDialogFrame>
  )
}
