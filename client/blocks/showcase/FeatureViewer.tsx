import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import { CompareSlider } from './CompareSlider'
import type { FeatureEntry } from './content'
import { EyelidPicker } from './EyelidPicker'
import { IdPhotoDressing } from './IdPhotoDressing'
import { ScenePlacement } from './ScenePlacement'
import { media } from '../../styles/media'

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.from('md')} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: 40px;
    align-items: start;
  }
`

const List = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  scrollbar-width: none;
  margin: 0 -20px;
  padding: 2px 20px;
  &::-webkit-scrollbar {
    display: none;
  }
  ${media.from('md')} {
    flex-direction: column;
    overflow: visible;
    margin: 0;
    padding: 0;
  }
`

const Item = styled.button`
  flex: none;
  display: grid;
  gap: 4px;
  text-align: left;
  padding: 10px 16px;
  border: 1px solid transparent;
  border-radius: 14px;
  background: var(--s-chip);
  color: var(--s-fg);
  cursor: pointer;
  transition:
    background-color 0.2s,
    border-color 0.2s;
  strong {
    font-size: 15px;
    font-weight: 600;
  }
  span {
    display: none;
    color: var(--s-muted);
    font-size: 13px;
    line-height: 1.5;
  }
  &:hover {
    background: var(--s-chip-hover);
  }
  &[aria-selected='true'] {
    background: var(--s-card);
    border-color: var(--s-line);
    box-shadow: inset 3px 0 0 #ff7a30;
  }
  ${media.from('md')} {
    padding: 14px 18px;
    &[aria-selected='true'] span {
      display: block;
    }
  }
`

const Detail = styled.p`
  margin: 0 0 14px;
  color: var(--s-muted);
  font-size: 14px;
  ${media.from('md')} {
    display: none;
  }
`

const Panel = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`

/**
 * A list of features and the chosen one's before/after: the "more features" and the
 * creative features. Double eyelid, scene placement and ID-photo dressing bring their own
 * option pickers.
 */
export function FeatureViewer({
  features,
  label,
  sizes = `${media.minWidth('md')} 800px, 100vw`,
}: {
  features: readonly FeatureEntry[]
  label: string
  sizes?: string
}) {
  const [index, setIndex] = useState(0)
  const id = useId()
  const feature = features[index]!
  return (
    <Layout data-widget="feature-viewer" data-feature={feature.key}>
      <List role="tablist" aria-label={label} aria-orientation="vertical">
        {features.map((item, i) => (
          <Item
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            onClick={() => setIndex(i)}
          >
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </Item>
        ))}
      </List>
      <Panel id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${index}`}>
        <Detail>{feature.text}</Detail>
        {feature.widget === 'eyelid' ? (
          <EyelidPicker before={feature.before} sizes={sizes} />
        ) : feature.widget === 'scene' ? (
          <ScenePlacement sizes={sizes} />
        ) : feature.widget === 'idPhoto' ? (
          <IdPhotoDressing />
        ) : (
          <CompareSlider key={feature.key} before={feature.before} after={feature.after} sizes={sizes} label={feature.title} />
        )}
      </Panel>
    </Layout>
  )
}
