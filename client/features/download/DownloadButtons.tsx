import type { DownloadApp, PlatformKey } from '../../../shared/contracts/download'
import { useDownloadInfo } from './downloadInfo'
import { DownloadList } from '../../blocks/download/DownloadList'

/**
 * A product page's download entry: one button per platform of the product, the
 * visitor's own platform highlighted; WeChat gets the open-in-browser overlay instead.
 */
export function DownloadButtons({ app, platforms }: { app: DownloadApp; platforms: readonly PlatformKey[] }) {
  return <DownloadList info={useDownloadInfo(app)} platforms={platforms} />
}
