import { Link } from 'react-router'
import { CardGrid, PageIntro } from '../components/PageIntro'

const GUIDE_TOPICS = [
  ['1', '快速上手', '安装软件、导入照片、完成第一张精修。'],
  ['2', '批量调色', '用预设与 AI 调色统一整组照片的风格。'],
  ['3', '人像精修', '磨皮、塑形与五官调整的推荐参数。'],
] as const

export default function GuidePage() {
  return (
    <PageIntro lead="从入门到精通，跟着教程快速掌握每一个功能。">
      <CardGrid>
        {GUIDE_TOPICS.map(([id, title, text]) => (
          <li key={id}>
            <h2>
              <Link to={`/guide/${id}`}>{title}</Link>
            </h2>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
    </PageIntro>
  )
}
