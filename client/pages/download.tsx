import { CardGrid, PageIntro } from '../components/PageIntro'
import { useGlobalConfig } from '../features/config/globalConfig'

const PLATFORMS = [
  ['Mac (Intel 芯片)', '适用于 Intel 芯片的 Mac 电脑'],
  ['Mac (Apple 芯片)', '适用于 M 系列芯片的 Mac 电脑'],
  ['Windows', '适用于 Windows 10 及以上系统'],
  ['iPad', '在 App Store 下载'],
  ['iPhone', '在 App Store 下载'],
  ['Android', '在各大应用商店下载'],
] as const

export default function DownloadPage() {
  const { data: config } = useGlobalConfig()
  return (
    <PageIntro lead="选择你的设备，免费下载体验。">
      {config?.client_version ? <p data-testid="client-version">最新版本 V{config.client_version}</p> : null}
      <CardGrid>
        {PLATFORMS.map(([name, tip]) => (
          <li key={name}>
            <h2>{name}</h2>
            <p>{tip}</p>
          </li>
        ))}
      </CardGrid>
    </PageIntro>
  )
}
