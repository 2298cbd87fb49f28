import { styled } from '@linaria/react'

/* The layout of the ability modules' widgets, shared by the first module and the deferred others. */

export const Narrow = styled.div`
  width: 100%;
  max-width: 520px;
`

export const Block = styled.div`
  h3 {
    margin: 0 0 16px;
    font-size: 20px;
  }
`

export const Stack = styled.div`
  display: grid;
  gap: 56px;
`
