import { PageIntro } from '../components/PageIntro'
import { PrimaryAction } from '../components/ActionLink'

export default function AdPage() {
  return (
    <PageIntro lead="AI 人像精修，批量出片快十倍。立即下载，免费体验。">
      <PrimaryAction data-size="small" to="/download">免费下载</PrimaryAction>
    </PageIntro>
  )
}
