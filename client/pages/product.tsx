import { PageIntro } from '../components/PageIntro'
import { PrimaryButton } from '../layouts/SiteHeader'
import { useRouteEntry } from '../router/useRouteEntry'

/** Product pages (iPad, mobile, PixSoda): what the app does on that device and where to get it. */
const PRODUCT_LEADS: Record<string, { lead: string; download: string }> = {
  ipad: { lead: '在 iPad 上随时随地精修人像，Apple Pencil 精准涂抹。', download: '/download' },
  mobile: { lead: '手机上也能一键精修，拍完即修，随手分享。', download: '/download' },
  pixsoda: { lead: 'PixSoda 海量模板，一键完成排版设计。', download: '/pixsoda/download' },
}

export default function ProductPage() {
  const entry = useRouteEntry()
  const product = PRODUCT_LEADS[entry.id] ?? PRODUCT_LEADS.ipad!
  return (
    <PageIntro lead={product.lead}>
      <PrimaryButton to={product.download}>免费下载</PrimaryButton>
    </PageIntro>
  )
}
