import { styled } from '@linaria/react'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { ABILITY_VIEW_THRESHOLD, TAB_INTERVAL_MS } from './timing'
import { Pill, Pills } from './ui'
import { useRotation } from './useRotation'

const Panel = styled.div`
  margin-top: 20px;
  outline: none;
`

export interface AutoTab {
  key: string
  title: string
  content: (active: boolean) => ReactNode
}

/**
 * Tabs that advance by themselves every 5 s while a tenth of them is in view (the ability
 * page's switcher). Choosing a tab stops the advance; arrow keys move between tabs.
 */
export function AutoTabs({
  label,
  tabs,
  intervalMs = TAB_INTERVAL_MS,
  threshold = ABILITY_VIEW_THRESHOLD,
}: {
  label: string
  tabs: readonly AutoTab[]
  intervalMs?: number
  threshold?: number
}) {
  const target = useRef<HTMLDivElement>(null)
  const id = useId()
  const rotation = useRotation({ target, count: tabs.length, intervalMs, threshold, listKey: tabs.map((tab) => tab.key).join('|') })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (rotation.index + step + tabs.length) % tabs.length
    rotation.pick(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  return (
    <div ref={target} data-widget="auto-tabs" data-index={rotation.index} data-auto={rotation.running}>
      <Pills role="tablist" aria-label={label} data-scroll="true" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Pill
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === rotation.index}
            aria-controls={`${id}-panel`}
            tabIndex={index === rotation.index ? 0 : -1}
            data-running={rotation.running && index === rotation.index}
            style={{ ['--interval' as string]: `${intervalMs}ms` }}
            onClick={() => rotation.pick(index)}
          >
            {tab.title}
          </Pill>
        ))}
      </Pills>
      <Panel id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${rotation.index}`} tabIndex={0}>
        {tabs[rotation.index]!.content(true)}
      </Panel>
    </div>
  )
}
