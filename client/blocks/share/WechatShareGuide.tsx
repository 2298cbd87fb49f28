import { WechatMenuGuide } from '../wechat/MenuGuide'

/**
 * In WeChat a page is passed on from WeChat's own menu, with the share card the JS-SDK set
 * for it (a page cannot open that menu itself): this points there.
 */
export function WechatShareGuide({ onClose }: { onClose: () => void }) {
  return (
    <WechatMenuGuide testId="wechat-share-guide" onClose={onClose}>
      点击右上角 <strong>···</strong>
      <br />
      <strong>分享给朋友</strong>
    </WechatMenuGuide>
  )
}
