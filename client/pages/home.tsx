import { styled } from '@linaria/react'
import { Link } from 'react-router'
import { BRAND_NAME } from '../../shared/routes'
import { PrimaryButton } from '../layouts/SiteHeader'

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: 96px 20px 72px;
  text-align: center;
  background: radial-gradient(ellipse at 50% -10%, rgba(255, 122, 48, 0.35), transparent 60%), var(--bg);
  h1 {
    font-size: clamp(34px, 6vw, 64px);
    letter-spacing: -0.02em;
    margin-bottom: 16px;
  }
  > p {
    max-width: 620px;
    margin: 0 auto 32px;
    color: var(--fg-muted);
    font-size: 18px;
  }
`

const Stats = styled.dl`
  max-width: 960px;
  margin: 56px auto 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 28px 16px;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: var(--fg-muted);
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: clamp(24px, 3.4vw, 36px);
    font-weight: 700;
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(6, 1fr);
  }
`

const Sections = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 24px 20px 96px;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  section {
    padding: 28px;
    border-radius: var(--radius);
    background: var(--bg-soft);
    border: 1px solid var(--line);
  }
  h2 {
    font-size: 20px;
  }
  p {
    color: var(--fg-muted);
    font-size: 15px;
  }
  a {
    font-size: 14px;
    color: var(--accent);
    text-decoration: none;
  }
`

/** Hero stats of spec section 2. */
const HERO_STATS = [
  ['16bit', '色彩深度'],
  ['ProPhoto', '超广色彩空间'],
  ['1000+', '支持相机型号'],
  ['100+', '专业调色工具'],
  ['0 延迟', '实时预览'],
  ['70+', '精选滤镜'],
] as const

/** Home sections in the spec's order; `module` is the ability-page anchor a learn-more button scrolls to. */
const SECTIONS: ReadonlyArray<{ title: string; text: string; module?: number }> = [
  { title: '领先技术', text: '自研人像分割与肤质模型，发丝级精度，批量处理稳定一致。', module: 0 },
  { title: '功能介绍', text: '祛痕、磨皮、中性灰、液化塑形，一次调整同步整组照片。', module: 1 },
  { title: '推荐预设', text: '影楼级调色预设，婚纱、儿童、证件照一键套用。', module: 3 },
  { title: '创意功能', text: '去路人、补草地、场景合成、道具修复、AI 消除、证件照换装、背景虚化。', module: 5 },
  { title: 'AI 工具', text: 'AI 调色匹配参考风格，AI 局部调色精准控制每一处光影。', module: 3 },
  { title: '软件下载', text: 'Mac、Windows、iPad、iPhone 与 Android 全平台可用。' },
  { title: '品牌案例', text: '众多知名影楼与摄影机构的共同选择。' },
  { title: '商家评价', text: '来自一线摄影师与影楼主理人的真实反馈。' },
  { title: '公司简介', text: '专注影像 AI 技术，服务数十万摄影从业者。' },
  { title: '色彩引擎', text: '16bit 色深与 ProPhoto 色彩空间，层次细腻不断层。', module: 3 },
]

export default function HomePage() {
  return (
    <>
      <Hero>
        <h1>{BRAND_NAME}，AI 人像精修一步到位</h1>
        <p>为摄影师与影楼打造的智能修图软件：批量精修、自然塑形、AI 调色，出片效率提升十倍。</p>
        <PrimaryButton to="/download">免费试用</PrimaryButton>
        <Stats>
          {HERO_STATS.map(([value, label]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Stats>
      </Hero>
      <Sections>
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
            {section.module === undefined ? (
              <Link to="/download">立即试用 →</Link>
            ) : (
              <Link to={`/ability#module-${section.module}`}>了解更多 →</Link>
            )}
          </section>
        ))}
      </Sections>
    </>
  )
}
