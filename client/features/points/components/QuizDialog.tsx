import { useState } from 'react'
import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { Dialog } from '../../../components/Dialog'
import { Button } from '../../../components/form'
import { useAnswerQuestion } from '../api/answerQuestion'
import { useQuestions } from '../api/questions'
import { POINTS_TEXT } from '../messages'
import { isMultiAnswer, isRightAnswer, quizOrder, toggleChoice } from '../rules'
import { Center, Empty, Explanation, Options } from './styles'

type Stage = 'start' | 'rules' | 'answering' | 'result'

/** 答题领积分: start, answer one question at a time (reversed order), a wrong choice explains and stays, then the result. */
export function QuizDialog({ task, onClose }: { task: PointsTask; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>('start')
  const [index, setIndex] = useState(0)
  const [selected, setSelected] = useState<number[]>([])
  const [wrong, setWrong] = useState(false)
  const [earned, setEarned] = useState(0)
  // Fetched when the quiz starts; the order is fixed for the dialog's life.
  const [started, setStarted] = useState<{ answered: number } | null>(null)
  const questions = useQuestions(stage !== 'start' && stage !== 'rules')
  const answer = useAnswerQuestion()

  const order = questions.data ? quizOrder(questions.data.questions, started?.answered ?? questions.data.progress) : []
  const current = order[index]
  const isLast = index === order.length - 1

  // Not debounced (spec section 5 debounces sign-in and task clicks): a pending answer blocks a second press.
  const onSubmit = () => {
    if (!current || answer.isPending) return
    if (!isRightAnswer(current, selected)) {
      setWrong(true)
      return
    }
    answer.mutate(current.id, {
      onSuccess: (result) => {
        setWrong(false)
        setSelected([])
        if (isLast) {
          setEarned(result.points || task.points)
          setStage('result')
        } else setIndex(index + 1)
      },
    })
  }

  const start = () => {
    setStage('answering')
    if (questions.data) setStarted({ answered: questions.data.progress })
  }
  if (stage === 'answering' && questions.data && !started) setStarted({ answered: questions.data.progress })

  const title = stage === 'rules' ? POINTS_TEXT.quizRules : POINTS_TEXT.quizTitle
  return (
    <Dialog open title={title} onClose={onClose} testId="points-quiz">
      {stage === 'start' ? (
        <Center>
          <p>{task.description}</p>
          <Button type="button" data-block="true" onClick={start}>
            {POINTS_TEXT.quizStart}
          </Button>
          <Button type="button" data-variant="link" onClick={() => setStage('rules')}>
            {POINTS_TEXT.quizRules}
          </Button>
        </Center>
      ) : null}
      {stage === 'rules' ? (
        <>
          <ol>
            {POINTS_TEXT.quizRulesText.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <Button type="button" data-block="true" onClick={start}>
            {POINTS_TEXT.quizStart}
          </Button>
        </>
      ) : null}
      {stage === 'answering' && !questions.data ? <Empty>{questions.isError ? POINTS_TEXT.loadFailed : POINTS_TEXT.loading}</Empty> : null}
      {stage === 'answering' && questions.data && !current ? <Empty>{POINTS_TEXT.quizDone}</Empty> : null}
      {stage === 'answering' && current ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <p>
            <small>
              {POINTS_TEXT.quizProgress(index + 1, order.length)} · {isMultiAnswer(current) ? POINTS_TEXT.quizMulti : POINTS_TEXT.quizSingle}
            </small>
          </p>
          <p data-testid="quiz-question">
            <strong>{current.question}</strong>
          </p>
          <Options>
            {current.options.map((option, optionIndex) => (
              <label key={option}>
                <input
                  type={isMultiAnswer(current) ? 'checkbox' : 'radio'}
                  name={`question-${current.id}`}
                  checked={selected.includes(optionIndex)}
                  onChange={() => {
                    setSelected(toggleChoice(current, selected, optionIndex))
                  }}
                />
                {option}
              </label>
            ))}
          </Options>
          {wrong ? (
            <Explanation role="alert" data-testid="quiz-explanation">
              {POINTS_TEXT.quizWrong}：{current.description}
            </Explanation>
          ) : null}
          <Button type="submit" data-block="true" disabled={selected.length === 0 || answer.isPending}>
            {isLast ? POINTS_TEXT.quizSubmit : POINTS_TEXT.quizNext}
          </Button>
        </form>
      ) : null}
      {stage === 'result' ? (
        <Center data-testid="quiz-result">
          <p>
            <strong>{POINTS_TEXT.quizResult(earned)}</strong>
          </p>
          <Button type="button" data-variant="link" onClick={onClose}>
            {POINTS_TEXT.earnMore}
          </Button>
        </Center>
      ) : null}
    </Dialog>
  )
}
