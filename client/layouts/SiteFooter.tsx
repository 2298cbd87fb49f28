import { styled } from '@linaria/react'
import { Link } from 'react-router'
import { BRAND_NAME } from '../../shared/routes'

const Footer = styled.footer`
  border-top: 1px solid var(--line);
  background: var(--bg-soft);
  color: var(--fg-muted);
  font-size: 14px;
`

const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 40px 20px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  h2 {
    font-size: 14px;
    color: var(--fg);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    color: var(--fg);
  }
`

const Legal = styled.p`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 0 20px 32px;
  font-size: 12px;
`

const COLUMNS = [
  { title: '产品', links: [['产品功能', '/ability'], ['iPad 版', '/ipad'], ['手机版', '/mobile'], ['PixSoda', '/pixsoda']] },
  { title: '支持', links: [['下载中心', '/download'], ['使用教程', '/guide'], ['帮助中心', '/help'], ['搜索', '/search']] },
  { title: '购买', links: [['购买套餐', '/payment'], ['限时特惠', '/activity/special-offer'], ['作品集', '/portfolio']] },
] as const

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Inner>
      <Legal>© 2026 {BRAND_NAME} 版权所有</Legal>
    </Footer>
  )
}
