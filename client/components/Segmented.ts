import { styled } from '@linaria/react'

/**
 * A dialog's segmented control: a row of equal buttons on a grey track, the chosen one
 * raised. The buttons mark the choice as tabs do (aria-selected, in a tablist) or as
 * toggles do (aria-pressed, in a group).
 */
export const Segmented = styled.div`
  display: flex;
  gap: 4px;
  margin: -4px 0 16px;
  padding: 4px;
  border-radius: 10px;
  background: #f3f4f6;
  button {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    padding: 6px 4px;
    border: 0;
    border-radius: 8px;
    font: inherit;
    font-size: 14px;
    color: #5d6270;
    background: transparent;
    cursor: pointer;
  }
  button[aria-selected='true'],
  button[aria-pressed='true'] {
    color: #16171a;
    font-weight: 600;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  }
`
