import { styled } from '@linaria/react'
import { media } from '../../styles/media'

/** The offer cards of a campaign page: one column on a phone, up to four side by side, the recommended one raised. */
export const CardGrid = styled.div`
  display: grid;
  gap: 12px;
  ${media.from('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.from('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`

export const Offer = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 18px 16px;
  border-radius: 16px;
  border: 1px solid #eceef2;
  background: #fff;
  &[data-recommended='true'] {
    border-color: var(--accent);
    box-shadow: 0 10px 24px rgba(255, 90, 31, 0.16);
  }
  h3 {
    margin: 0;
    font-size: 17px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    color: var(--muted);
    font-size: 13px;
    line-height: 1.8;
  }
`

export const Ribbon = styled.span`
  position: absolute;
  top: -10px;
  right: 14px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  color: #fff;
  background: linear-gradient(90deg, var(--accent), var(--accent-2));
`
