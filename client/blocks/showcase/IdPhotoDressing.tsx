import { styled } from '@linaria/react'
import { useId, useReducer } from 'react'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { ID_PHOTO, SOURCE_TAG } from './content'
import { COSTUMES, DRESSING_INITIAL, dressingReducer } from './idPhoto'
import { Pill, Pills, stage, Tag } from './ui'
import { media } from '../../styles/media'

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  ${media.from('sm')} {
    grid-template-columns: minmax(0, 300px) minmax(0, 1fr);
    align-items: center;
    gap: 32px;
  }
`

const Photo = styled.div`
  aspect-ratio: 3 / 4;
  width: min(100%, 300px);
  justify-self: center;
  [data-layer] {
    position: absolute;
    inset: 0;
  }
`

const Original = styled.div`
  position: absolute;
  z-index: 2;
  right: 10px;
  bottom: 10px;
  width: 30%;
  border-radius: 8px;
  overflow: hidden;
  border: 2px solid #fff;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.25);
  > span:first-child {
    left: 4px;
    top: 4px;
    padding: 1px 6px;
    font-size: 10px;
  }
`

const Controls = styled.div`
  display: grid;
  gap: 18px;
  h4 {
    margin: 0 0 8px;
    font-size: 13px;
    font-weight: 500;
    color: var(--s-muted);
  }
`

const Swatch = styled.i`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.18);
`

/** ID-photo dressing: female, male or child costume, four styles each; a new costume starts at its first style. */
export function IdPhotoDressing() {
  const [state, dispatch] = useReducer(dressingReducer, DRESSING_INITIAL)
  const costume = ID_PHOTO.costumes[state.costume]
  const style = costume.styles[state.style]!
  const id = useId()
  return (
    <Layout data-widget="id-photo" data-costume={state.costume} data-style={state.style}>
      <Photo className={stage}>
        <div data-layer="">
          <ResponsiveImage key={style.image.name} image={style.image} fill sizes="300px" />
        </div>
        <Original>
          <Tag>{SOURCE_TAG}</Tag>
          <ResponsiveImage key={costume.source.name} image={costume.source} sizes="90px" />
        </Original>
      </Photo>
      <Controls>
        <div>
          <h4 id={`${id}-costume`}>{ID_PHOTO.costumeLabel}</h4>
          <Pills role="group" aria-labelledby={`${id}-costume`}>
            {COSTUMES.map((key) => (
              <Pill key={key} type="button" aria-pressed={key === state.costume} onClick={() => dispatch({ type: 'costume', costume: key })}>
                {ID_PHOTO.costumes[key].title}
              </Pill>
            ))}
          </Pills>
        </div>
        <div>
          <h4 id={`${id}-style`}>{ID_PHOTO.styleLabel}</h4>
          <Pills role="group" aria-labelledby={`${id}-style`}>
            {costume.styles.map((item, index) => (
              <Pill
                key={`${state.costume}-${item.title}`}
                type="button"
                aria-pressed={index === state.style}
                onClick={() => dispatch({ type: 'style', style: index })}
              >
                <Swatch style={{ background: item.swatch }} aria-hidden="true" />
                {item.title}
              </Pill>
            ))}
          </Pills>
        </div>
      </Controls>
    </Layout>
  )
}
