import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from '../lib/links'
import { NOT_FOUND_COUNTDOWN_SECONDS } from '../../shared/constants'

const Wrap = styled.section`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  .code {
    font-size: 96px;
    font-weight: 800;
    line-height: 1;
    background: linear-gradient(135deg, #ffb347, #ff5a1f);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  a {
    justify-self: center;
    padding: 10px 24px;
    border-radius: 999px;
    background: var(--fg);
    color: var(--bg);
    text-decoration: none;
  }
`

/** 404: counts down from 5 seconds, then goes home; the link goes at once. */
export default function NotFoundPage() {
  const navigate = useNavigate()
  const [left, setLeft] = useState(NOT_FOUND_COUNTDOWN_SECONDS)
  useEffect(() => {
    if (left <= 0) {
      void navigate('/', { replace: true })
      return
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [left, navigate])
  return (
    <Wrap>
      <div className="code" aria-hidden="true">
        404
      </div>
      <h1>页面不存在</h1>
      <p role="timer" aria-live="polite">
        <span data-testid="countdown">{left}</span> 秒后自动返回首页
      </p>
      <Link to="/" replace>
        返回首页
      </Link>
    </Wrap>
  )
}
