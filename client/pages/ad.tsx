import { PageIntro } from '../components/PageIntro'
import { PrimaryButton } from '../layouts/SiteHeader'

export default function AdPage() {
  return (
    <PageIntro lead="AI 人像精修，批量出片快十倍。立即下载，免费体验。">
      <PrimaryButton to="/download">免费下载</PrimaryButton>
    </PageIntro>
  )
}
