import { styled } from '@linaria/react'

export const Amount = styled.p`
  margin: 0 0 12px;
  text-align: center;
  color: #5d6270;
  font-size: 13px;
  strong {
    display: block;
    color: #ff5a1f;
    font-size: 28px;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`

export const Code = styled.div`
  position: relative;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  border-radius: 10px;
  border: 1px solid rgba(0, 0, 0, 0.08);
  padding: 8px;
  background: #fff;
  > img,
  > svg {
    width: 100%;
    height: 100%;
  }
  > div {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    padding: 12px;
    border-radius: 10px;
    text-align: center;
    font-size: 14px;
    color: #16171a;
    background: rgba(255, 255, 255, 0.94);
  }
`

export const Note = styled.p`
  margin: 12px 0 0;
  text-align: center;
  font-size: 13px;
  color: #5d6270;
  font-variant-numeric: tabular-nums;
  a {
    color: #5d6270;
  }
`

export const Summary = styled.div`
  margin: -4px 0 14px;
  text-align: center;
  strong {
    display: block;
    font-size: 15px;
    color: #16171a;
  }
  span {
    display: block;
    margin-top: 4px;
    font-size: 12px;
    color: #5d6270;
  }
`

export const Methods = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
`

export const Status = styled.div`
  margin: 4px 0 0;
  padding: 14px 12px;
  border-radius: 10px;
  background: #f3f4f6;
  text-align: center;
  font-size: 14px;
  color: #16171a;
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: 6px;
    color: #5d6270;
    font-size: 12px;
  }
`

export const Actions = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
`
