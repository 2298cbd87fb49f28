import { POINTS_TEXT } from '../messages'
import { Intro } from './styles'

/** 积分介绍: how points are earned, how long they last, who may take part. */
export function IntroView() {
  return (
    <Intro data-testid="points-intro">
      {POINTS_TEXT.intro.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <p>{section.text}</p>
        </section>
      ))}
    </Intro>
  )
}
