import { DIALOG_WIDTHS } from '../../../../shared/constants'
import { Dialog } from '../../../components/Dialog'
import { QrImage } from '../../../blocks/wechat/QrImage'
import { POINTS_TEXT } from '../messages'
import { Center } from './styles'

/** Where the mini-program's QR leads; operators point it at the real mall. */
const MALL_URL = 'https://mall.retouch.example/mini-program'

/** The points-mall mini-program QR (spec section 2), width 298. */
export function MallQrDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title={POINTS_TEXT.mallTitle} onClose={onClose} width={DIALOG_WIDTHS.qr} fullOnSmall={false} testId="points-mall-qr">
      <Center>
        <QrImage text={MALL_URL} label={POINTS_TEXT.mallTitle} />
        <p>{POINTS_TEXT.mallText}</p>
      </Center>
    </Dialog>
  )
}
