import { styled } from '@linaria/react'

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  &[data-size='large'] {
    width: 40px;
    height: 40px;
  }
`

/** The first character of the user's name (or phone) in a circle. */
export function Avatar({ name, size }: { name: string; size?: 'large' }) {
  return (
    <Circle aria-hidden="true" data-size={size}>
      {name.slice(0, 1) || '·'}
    </Circle>
  )
}
