import { WechatMenuGuide } from '../wechat/MenuGuide'

/**
 * WeChat's browser blocks downloads: this points at its menu (top right) and asks the
 * visitor to open the page in the system browser.
 */
export function WechatOverlay({ onClose }: { onClose: () => void }) {
  return (
    <WechatMenuGuide testId="wechat-overlay" onClose={onClose}>
      微信内无法下载安装包
      <br />
      请点击右上角 <strong>···</strong>
      <br />
      选择 <strong>在浏览器中打开</strong>
    </WechatMenuGuide>
  )
}
