import { styled } from '@linaria/react'
import { CardGrid } from '../../../components/cards'

export const Stack = styled.div`
  display: grid;
  gap: 20px;
`

/** The packages' cards: a status chip beside the name, and a card that is over greys out. */
export const Cards = styled(CardGrid)`
  > li[data-status='2'],
  > li[data-status='3'] {
    background: var(--bg-soft);
    color: var(--fg-muted);
  }
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    margin: 0 0 4px;
    font-size: 16px;
  }
  small {
    display: block;
    margin-bottom: 12px;
    color: var(--fg-muted);
    font-size: 12px;
  }
  dl {
    margin-top: 12px;
  }
`

export const Status = styled.span`
  flex: none;
  padding: 1px 8px;
  border-radius: 6px;
  font-size: 12px;
  font-weight: 600;
  color: #1a7f37;
  background: #e8f7ec;
  &[data-status='2'] {
    color: #8a5a00;
    background: #fff4d6;
  }
  &[data-status='3'] {
    color: #6b7280;
    background: #eef0f3;
  }
  &[data-status='failed'] {
    color: #b42318;
    background: #fdecea;
  }
`

export const Meter = styled.div`
  height: 6px;
  border-radius: 3px;
  background: var(--bg-soft);
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: linear-gradient(90deg, #ff9a3d, var(--accent-strong));
  }
  &[data-level='half'] > span {
    background: #f5a524;
  }
  &[data-level='low'] > span {
    background: #e5484d;
  }
`

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
  border-radius: 12px;
  border: 1px solid #ffd7b8;
  background: #fff6ee;
  color: #8a3b00;
  font-size: 14px;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
  justify-content: flex-end;
`

export const Table = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: 12px 10px;
    border-bottom: 1px solid var(--line);
    text-align: left;
    white-space: nowrap;
  }
  th {
    color: var(--fg-muted);
    font-weight: 500;
    background: var(--bg-soft);
  }
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`
