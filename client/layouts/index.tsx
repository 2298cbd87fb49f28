import { styled } from '@linaria/react'
import type { ComponentType, ReactNode } from 'react'
import { Outlet } from 'react-router'
import { Link } from '../lib/links'
import { LAYOUTS, type LayoutName } from '../../shared/routes'
import { SiteFrame } from './SiteFrame'
import { PrimaryAction } from '../components/ActionLink'
import { SiteFooter } from './SiteFooter'
import { SimpleHeader } from './SimpleHeader'
import { AdHeader } from './AdHeader'

const PhoneFrame = styled.div`
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  background: var(--bg);
  box-shadow: 0 0 0 1px var(--line);
`

const PromoBanner = styled.div`
  padding: 8px 16px;
  text-align: center;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(90deg, #ff5a1f, #ff9a3d);
`

const InviteBackdrop = styled.div`
  min-height: 100vh;
  background: radial-gradient(circle at 20% 0%, #ffe1c7, transparent 55%), linear-gradient(180deg, #fff6ef, #ffffff);
`

const SodaBackdrop = styled.div`
  min-height: 100vh;
  background: linear-gradient(180deg, #f3f0ff, #ffffff 40%);
`

interface HeaderLink {
  to: string
  text: string
  /** The header's call to action (the download). */
  primary?: boolean
}

/** What a layout is made of; one `Layout` renders every one of them. */
interface LayoutShape {
  /**
   * The site's frame (./SiteFrame, shared with the home page's island: the site's header, a main
   * column as tall as the first screen, the footer), the ad landings' header (docs/decisions/020),
   * a simple header with a label and links, or none.
   */
  header: 'site' | 'ad' | { label: string; links?: readonly HeaderLink[] } | null
  banner?: string
  footer?: boolean
  /** What the page sits in: the phone-width frame or a backdrop. */
  frame?: 'phone' | 'invite' | 'soda'
}

const SHAPES: Record<LayoutName, LayoutShape> = {
  default: { header: 'site' },
  empty: { header: null },
  activity: { header: { label: '活动中心', links: [{ to: '/payment', text: '购买套餐' }] } },
  promo: { header: { label: '优惠活动', links: [{ to: '/download', text: '下载软件' }] }, banner: '限时优惠进行中' },
  ipad: {
    header: {
      label: 'iPad 版',
      links: [
        { to: '/', text: '官网首页' },
        { to: '/download', text: '免费下载', primary: true },
      ],
    },
    footer: true,
  },
  mobile: { header: { label: '手机版', links: [{ to: '/download', text: '下载', primary: true }] }, frame: 'phone' },
  portfolio: {
    header: {
      label: '作品集',
      links: [
        { to: '/portfolio', text: '全部' },
        { to: '/portfolio/2024', text: '2024' },
        { to: '/portfolio/2023', text: '2023' },
      ],
    },
    footer: true,
  },
  soda: {
    header: {
      label: 'PixSoda',
      links: [
        { to: '/pixsoda', text: '产品介绍' },
        { to: '/pixsoda/download', text: '下载 PixSoda', primary: true },
      ],
    },
    frame: 'soda',
  },
  invite: { header: { label: '邀请有礼' }, frame: 'invite' },
  ad: { header: 'ad' },
}

const FRAMES = { phone: PhoneFrame, invite: InviteBackdrop, soda: SodaBackdrop }

/** No frame: the page's parts sit directly in the document. */
function NoFrame({ children }: { children: ReactNode }) {
  return <>{children}</>
}

function Header({ header }: { header: Exclude<LayoutShape['header'], 'site'> }) {
  if (header === 'ad') return <AdHeader />
  if (!header) return null
  return (
    <SimpleHeader label={header.label}>
      {header.links?.map((link) =>
        link.primary ? (
          <PrimaryAction key={link.to} data-size="small" to={link.to}>
            {link.text}
          </PrimaryAction>
        ) : (
          <Link key={link.to} to={link.to}>
            {link.text}
          </Link>
        ),
      )}
    </SimpleHeader>
  )
}

/** One layout: its header, banner, main column and footer, in its frame, as its shape says. */
function Layout({ shape }: { shape: LayoutShape }) {
  if (shape.header === 'site') {
    return (
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    )
  }
  const Frame = shape.frame ? FRAMES[shape.frame] : NoFrame
  return (
    <Frame>
      {shape.banner ? <PromoBanner>{shape.banner}</PromoBanner> : null}
      <Header header={shape.header} />
      <main id="main">
        <Outlet />
      </main>
      {shape.footer ? <SiteFooter /> : null}
    </Frame>
  )
}

/** The router's component per layout name, each the one `Layout` with its shape. */
export const LAYOUT_COMPONENTS = {} as Record<LayoutName, ComponentType>
for (const name of LAYOUTS) {
  const component = () => <Layout shape={SHAPES[name]} />
  component.displayName = `Layout(${name})`
  LAYOUT_COMPONENTS[name] = component
}
