import { styled } from '@linaria/react'

/** The export task list: one row per task, its progress as a bar and the button at the right. */
export const TaskList = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const TaskRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 12px;
  align-items: center;
  padding: 14px;
  border-radius: 14px;
  background: #fff8f3;
  border: 1px solid #ffe3d0;
  &[data-state='finished'],
  &[data-state='expired'] {
    background: #f6f7fa;
    border-color: #eceef2;
  }
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 700;
    line-height: 1.4;
  }
  p {
    margin: 0;
    font-size: 12px;
    line-height: 1.5;
    color: var(--muted);
  }
`

export const TaskReward = styled.p`
  && {
    color: var(--accent-text);
    font-weight: 700;
    font-size: 13px;
  }
`

/** Spans the row under the texts: how far the reported exports have come. */
export const ProgressBar = styled.div`
  grid-column: 1 / -1;
  height: 6px;
  border-radius: 999px;
  background: #ffe3d0;
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, var(--accent), var(--accent-2));
  }
  [data-state='finished'] > &,
  [data-state='expired'] > & {
    background: #e4e6eb;
  }
  [data-state='expired'] > & span {
    background: #b8bcc6;
  }
`

export const TaskButton = styled.button`
  grid-column: 2;
  grid-row: 1 / span 3;
  min-width: 84px;
  min-height: 36px;
  padding: 0 14px;
  border: 0;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 700;
  color: #fff;
  cursor: pointer;
  background: linear-gradient(90deg, var(--accent), var(--accent-2));
  &[data-kind='progress'],
  &[data-kind='todo'] {
    color: var(--accent-text);
    background: #fff;
    border: 1px solid var(--accent);
  }
  &:disabled {
    cursor: default;
    color: #8a8f9a;
    background: #eceef2;
    border: 0;
  }
`

export const TaskGuide = styled.div`
  grid-column: 1 / -1;
  padding: 10px 12px;
  border-radius: 10px;
  background: #fff;
  font-size: 13px;
  line-height: 1.6;
  color: var(--ink);
  a {
    color: var(--accent-text);
    font-weight: 700;
  }
`

export const LinkButton = styled.button`
  display: block;
  margin: 12px auto 0;
  border: 0;
  padding: 6px 10px;
  background: none;
  color: var(--accent-text);
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`
