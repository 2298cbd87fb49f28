import { styled } from '@linaria/react'
import { Button } from '../../../components/form'

export const ViewHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: -8px 0 16px;
  button {
    padding: 4px 8px 4px 0;
    border: 0;
    background: none;
    color: #5d6270;
    font-size: 14px;
    cursor: pointer;
  }
`

export const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border-radius: 12px;
  color: #5b3200;
  background: linear-gradient(135deg, #fff4e0, #ffe2b8);
  strong {
    display: block;
    font-size: 28px;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  small {
    font-size: 12px;
    opacity: 0.8;
  }
  nav {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 6px;
  }
  nav button {
    padding: 0;
    border: 0;
    background: none;
    color: #9a4a00;
    font-size: 13px;
    cursor: pointer;
    white-space: nowrap;
  }
`

export const Card = styled.section`
  margin-top: 16px;
  padding: 16px;
  border-radius: 12px;
  background: #f7f8fa;
  h3 {
    margin: 0 0 12px;
    font-size: 15px;
  }
`

export const Cells = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: 8px 0;
    border-radius: 8px;
    background: #fff;
    font-size: 12px;
    color: #5d6270;
  }
  li b {
    font-size: 13px;
    color: #16171a;
  }
  li[data-state='signed'] {
    background: #ffe9cc;
    color: #9a4a00;
  }
  li[data-state='today'] {
    outline: 2px solid #ff9a3d;
  }
`

export const TaskList = styled.ul`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 4px 12px;
    padding: 12px 0;
    border-bottom: 1px solid rgba(0, 0, 0, 0.06);
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    font-size: 14px;
    font-weight: 600;
  }
  strong em {
    margin-left: 6px;
    font-style: normal;
    color: #b45309;
  }
  p {
    grid-column: 1;
    margin: 0;
    font-size: 12px;
    color: #5d6270;
  }
  li > button {
    grid-row: span 2;
  }
`

/** The points dialog's pill: the shared Button, small; a task that cannot be done greys out instead of fading. */
export const SmallButton = styled(Button)`
  min-width: 76px;
  min-height: 32px;
  height: 32px;
  padding: 0 12px;
  border-radius: 16px;
  font-size: 13px;
  &:disabled {
    cursor: default;
    opacity: 1;
    color: #6b6f7a;
    background: #eceef2;
  }
  &[data-variant='outline'] {
    color: #b45309;
    background: #fff;
    border-color: #ffb36b;
  }
`

export const Scroller = styled.div`
  max-height: min(60vh, 460px);
  overflow: auto;
  margin: 0 -4px;
  padding: 0 4px;
`

export const MonthGroup = styled.section`
  header {
    position: sticky;
    top: 0;
    display: flex;
    justify-content: space-between;
    padding: 8px 0;
    background: #fff;
    font-size: 13px;
    color: #5d6270;
  }
  header strong {
    color: #16171a;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid rgba(0, 0, 0, 0.06);
    font-size: 14px;
  }
  li time {
    font-size: 12px;
    color: #6b6f7a;
  }
  li b {
    grid-row: span 2;
    align-self: center;
    font-variant-numeric: tabular-nums;
    color: #b45309;
  }
  li b[data-negative='true'] {
    color: #16171a;
  }
`

export const Empty = styled.p`
  margin: 40px 0;
  text-align: center;
  color: #6b6f7a;
  font-size: 14px;
`

export const Intro = styled.div`
  h3 {
    margin: 16px 0 6px;
    font-size: 15px;
  }
  h3:first-child {
    margin-top: 0;
  }
  p {
    margin: 0;
    font-size: 14px;
    line-height: 1.7;
    color: #3c4049;
  }
`

export const Options = styled.div`
  display: grid;
  gap: 8px;
  margin: 12px 0;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid rgba(0, 0, 0, 0.12);
    font-size: 14px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: #ff9a3d;
    background: #fff6ec;
  }
`

export const Explanation = styled.div`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 13px;
  line-height: 1.6;
  color: #a4262c;
  background: #fdecec;
`

export const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  text-align: center;
  p {
    margin: 0;
  }
  svg {
    width: 200px;
    height: 200px;
  }
`

export const Steps = styled.ol`
  margin: 0 0 12px;
  padding-left: 20px;
  font-size: 14px;
  line-height: 1.9;
`
