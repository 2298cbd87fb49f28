import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, UNSAFE_NavigationContext, type Navigator } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { isActivePath, Link, NavLink, useNavigate, type NavigateFunction } from './links'

function markup(at: string, element: React.ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>)
}

describe('isActivePath', () => {
  it.each([
    ['/', '/', false, true],
    ['/help', '/', false, false],
    ['/profile/points', '/profile', false, true],
    ['/profile/points', '/profile', true, false],
    ['/profile', '/profile/', true, true],
    ['/profiles', '/profile', false, false],
    ['/guide/3', '/guide?from=menu', false, true],
    ['/help', '/help#faq-2', true, true],
  ])('%s against %s (end %s) is %s', (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active)
  })
})

describe('Link and NavLink', () => {
  it('link to the address they name, with the anchor attributes they are given', () => {
    expect(
      markup(
        '/',
        <Link to="/help#faq-2" className="more" aria-label="帮助">
          帮助中心
        </Link>,
      ),
    ).toBe('<a class="more" aria-label="帮助" href="/help#faq-2">帮助中心</a>')
  })

  it('mark the menu entry of the page shown, and only that one', () => {
    const menu = (
      <>
        <NavLink to="/" end className="item">
          首页
        </NavLink>
        <NavLink to="/profile" className="item">
          个人中心
        </NavLink>
        <NavLink to="/download">下载</NavLink>
      </>
    )
    expect(markup('/profile/points', menu)).toBe(
      '<a class="item" href="/">首页</a><a class="item active" aria-current="page" href="/profile">个人中心</a><a href="/download">下载</a>',
    )
    expect(markup('/', menu)).toContain('<a class="item active" aria-current="page" href="/">首页</a>')
  })
})

describe('useNavigate', () => {
  it('goes through the navigator of the router or island it renders under, replacing when asked', () => {
    const navigator: Navigator = { createHref: (to) => String(to), go: vi.fn(), push: vi.fn(), replace: vi.fn() }
    let navigate: NavigateFunction | undefined
    function Probe() {
      navigate = useNavigate()
      return null
    }
    renderToStaticMarkup(
      <UNSAFE_NavigationContext.Provider value={{ basename: '/', navigator, static: false, useTransitions: undefined, future: {} }}>
        <Probe />
      </UNSAFE_NavigationContext.Provider>,
    )
    navigate!('/payment/success')
    navigate!('/payment?from=1', { replace: true, preventScrollReset: true, state: { back: '/' } })
    expect(navigator.push).toHaveBeenCalledWith('/payment/success', undefined, { preventScrollReset: undefined })
    expect(navigator.replace).toHaveBeenCalledWith('/payment?from=1', { back: '/' }, { preventScrollReset: true })
    expect(navigator.push).toHaveBeenCalledTimes(1)
  })
})
