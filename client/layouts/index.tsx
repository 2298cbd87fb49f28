import { styled } from '@linaria/react'
import type { ComponentType } from 'react'
import { Link, Outlet } from 'react-router'
import type { LayoutName } from '../../shared/routes'
import { SiteHeader } from './SiteHeader'
import { PrimaryAction } from '../components/ActionLink'
import { SiteFooter } from './SiteFooter'
import { SimpleHeader } from './SimpleHeader'
import { AdHeader } from './AdHeader'

const Main = styled.main`
  min-height: calc(100vh - var(--header-height));
`

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

function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <Main id="main">
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  )
}

function EmptyLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  )
}

function ActivityLayout() {
  return (
    <>
      <SimpleHeader label="活动中心">
        <Link to="/payment">购买套餐</Link>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}

function PromoLayout() {
  return (
    <>
      <PromoBanner>限时优惠进行中</PromoBanner>
      <SimpleHeader label="优惠活动">
        <Link to="/download">下载软件</Link>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}

function IpadLayout() {
  return (
    <>
      <SimpleHeader label="iPad 版">
        <Link to="/">官网首页</Link>
        <PrimaryAction data-size="small" to="/download">免费下载</PrimaryAction>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}

function MobileLayout() {
  return (
    <PhoneFrame>
      <SimpleHeader label="手机版">
        <PrimaryAction data-size="small" to="/download">下载</PrimaryAction>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
    </PhoneFrame>
  )
}

function PortfolioLayout() {
  return (
    <>
      <SimpleHeader label="作品集">
        <Link to="/portfolio">全部</Link>
        <Link to="/portfolio/2024">2024</Link>
        <Link to="/portfolio/2023">2023</Link>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}

function SodaLayout() {
  return (
    <SodaBackdrop>
      <SimpleHeader label="PixSoda">
        <Link to="/pixsoda">产品介绍</Link>
        <PrimaryAction data-size="small" to="/pixsoda/download">下载 PixSoda</PrimaryAction>
      </SimpleHeader>
      <main id="main">
        <Outlet />
      </main>
    </SodaBackdrop>
  )
}

function InviteLayout() {
  return (
    <InviteBackdrop>
      <SimpleHeader label="邀请有礼" />
      <main id="main">
        <Outlet />
      </main>
    </InviteBackdrop>
  )
}

/** Ad landing pages: a minimal header whose one action is the download (the same header as the island, docs/decisions/020). */
function AdLayout() {
  return (
    <>
      <AdHeader />
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  activity: ActivityLayout,
  promo: PromoLayout,
  ipad: IpadLayout,
  mobile: MobileLayout,
  portfolio: PortfolioLayout,
  soda: SodaLayout,
  invite: InviteLayout,
  ad: AdLayout,
}
