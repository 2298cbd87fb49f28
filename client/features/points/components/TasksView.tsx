import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { POINTS_RULES, PointsTaskType } from '../../../../shared/points'
import { useDebouncedLeadingPer } from '../../../lib/useRateLimited'
import { showToast } from '../../../lib/toast'
import { useUserInfo } from '../../../blocks/session/userInfo'
import { useAllTasks } from '../api/allTasks'
import { useReceiveExportChallenge } from '../api/receiveExportChallenge'
import { POINTS_TEXT } from '../messages'
import { mayUseMall, sortTasks, taskAction, taskButtonText } from '../rules'
import type { PointsView } from './PointsDialog'
import { SignInCard } from './SignInCard'
import { Empty, SmallButton, Summary, TaskList } from './styles'

interface Props {
  onView: (view: PointsView) => void
  onMall: () => void
  onQuiz: (task: PointsTask) => void
  onExportGuide: (task: PointsTask) => void
  onPurchase: () => void
}

/** The task list: the balance, the sign-in card, then the tasks with finished and expired ones last. */
export function TasksView({ onView, onMall, onQuiz, onExportGuide, onPurchase }: Props) {
  const tasks = useAllTasks()
  const { data: user } = useUserInfo()
  const receive = useReceiveExportChallenge()

  // A double click is one action; the next step of a task (claimed, then 去完成) is a new one.
  const onTask = useDebouncedLeadingPer(
    (task: PointsTask) => `${task.id}:${taskAction(task)}`,
    (task: PointsTask) => {
      switch (taskAction(task)) {
        case 'receive':
          if (!receive.isPending) receive.mutate(undefined, { onSuccess: () => showToast(POINTS_TEXT.received) })
          return
        case 'quiz':
          return onQuiz(task)
        case 'exportGuide':
          return onExportGuide(task)
        case 'purchase':
          return onPurchase()
      }
    },
    POINTS_RULES.clickDebounceMs,
  )

  if (!tasks.data) return <Empty>{tasks.isError ? POINTS_TEXT.loadFailed : POINTS_TEXT.loading}</Empty>
  const signInTask = tasks.data.data.find((task) => task.type === PointsTaskType.SignIn)
  const others = sortTasks(tasks.data.data.filter((task) => task.type !== PointsTaskType.SignIn))

  return (
    <>
      <Summary>
        <div>
          <small>{POINTS_TEXT.myPoints}</small>
          <strong data-testid="points-balance">{tasks.data.meta.left_points}</strong>
          <small>
            {POINTS_TEXT.totalPoints} {tasks.data.meta.total_points}
          </small>
        </div>
        <nav>
          <button type="button" onClick={() => onView('detail')}>
            {POINTS_TEXT.views.detail} ›
          </button>
          <button type="button" onClick={() => onView('intro')}>
            {POINTS_TEXT.views.intro} ›
          </button>
          {user && mayUseMall(user.user_info.phone, user.allow_join_points_task) ? (
            <button type="button" onClick={onMall} data-testid="points-mall">
              {POINTS_TEXT.mall} ›
            </button>
          ) : null}
        </nav>
      </Summary>
      {signInTask ? <SignInCard task={signInTask} /> : null}
      <TaskList data-testid="points-tasks">
        {others.map((task) => {
          const action = taskAction(task)
          return (
            <li key={task.id} data-testid={`points-task-${task.type}`}>
              <strong>
                {task.show_name}
                <em>+{task.points}</em>
              </strong>
              <SmallButton type="button" disabled={action === 'none'} data-variant={action === 'receive' ? 'outline' : undefined} onClick={() => onTask(task)}>
                {taskButtonText(task)}
              </SmallButton>
              {task.is_show_description && task.description ? <p>{task.description}</p> : null}
            </li>
          )
        })}
      </TaskList>
    </>
  )
}
