import { CardGrid, PageIntro } from '../components/PageIntro'

/** The seven sections of the ability page (spec section 2); ids are the home page's learn-more anchors. */
const ABILITY_SECTIONS = [
  ['一站式智能工作流', '选片、调色、人像、背景到导出，五步完成整组精修。'],
  ['无瑕肌肤', '祛痘祛斑、中性灰磨皮、身体祛瑕，保留真实肤质。'],
  ['自然塑形', '脸型、立体轮廓、眉形、天鹅颈与直角肩，自然不变形。'],
  ['色彩', 'AI 调色匹配参考风格，局部调色精准可控。'],
  ['干净背景', '背景匀净、去路人、补草地，画面更干净。'],
  ['服装', '证件照换装，男士、女士、儿童多款正装可选。'],
  ['手动工具', '画笔、修补、液化等专业手动工具，细节随心调整。'],
] as const

export default function AbilityPage() {
  return (
    <PageIntro lead="七大功能模块，覆盖人像后期的每一个环节。">
      <CardGrid>
        {ABILITY_SECTIONS.map(([title, text], index) => (
          <li key={title} id={`module-${index}`}>
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
    </PageIntro>
  )
}
