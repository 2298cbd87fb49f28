import { DOWNLOAD_APPS, type DownloadApp } from '../../shared/contracts/download'
import type { RouteEntry } from '../../shared/routes'
import { useGlobalConfig } from '../blocks/config/globalConfig'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { DownloadCenter } from '../features/download/DownloadCenter'
import { downloadInfoQuery } from '../features/download/downloadInfo'
import type { PagePrefetch } from './registry'
import { useRouteEntry } from '../lib/useRouteEntry'

function appOf(entry: RouteEntry): DownloadApp {
  return entry.variant === 'pixsoda' ? DOWNLOAD_APPS.Soda : DOWNLOAD_APPS.Cake
}

export const prefetch: PagePrefetch = ({ queryClient, api, entry }) => queryClient.ensureQueryData(downloadInfoQuery(api, appOf(entry)))

/** /download and /pixsoda/download: the same page for the retouching app and for PixSoda. */
export default function DownloadPage() {
  const entry = useRouteEntry()
  const { data: config } = useGlobalConfig()
  const app = appOf(entry)
  const soda = app === DOWNLOAD_APPS.Soda
  return (
    <DownloadCenter
      app={app}
      title={entry.title}
      lead={soda ? 'PixSoda 电脑版：上万套模板，一键完成相册与海报排版。' : '选择你的设备，免费下载体验。全平台账号互通，修图进度云端同步。'}
      underHeader={!soda}
      versionLine={!soda}
      desktopVersion={config?.client_version}
    >
      <ConsultationCallout title="企业批量部署或采购？" text="影楼、工作室多台电脑统一安装与授权，顾问为你定制方案。" />
    </DownloadCenter>
  )
}
