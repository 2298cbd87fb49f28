import { useState } from 'react'
import { chinaMinute } from '../../../shared/chinaTime'
import { ActivityState } from '../../../shared/contracts/activity'
import type { ActivityInfo, ExportTask } from '../../../shared/contracts/schemas/activity'
import { ApiError } from '../../lib/api/client'
import { useExportTasks, useReceiveTask } from './api/tasks'
import { useActivityMe } from './api/activityUser'
import { ActivityUserLine } from './ActivityUserBar'
import { EndedNotice } from './EndedNotice'
import { useActivityAction } from './loginSheet'
import { ACTIVITY_TEXT } from './messages'
import { Card, Notice, SectionTitle } from './styles'
import { taskButton } from './taskButton'
import { LinkButton, ProgressBar, TaskButton, TaskGuide, TaskList, TaskReward, TaskRow } from './taskStyles'
import { TASK_TEXT } from './taskText'
import { deferred } from '../../lib/deferred'

/** 我的奖励, shown to a logged-in activity user only: its code loads then (RewardsPanel.deferred.tsx). */
const RewardsPanel = deferred('client/features/activity/RewardsPanel.deferred.tsx', () => import('./RewardsPanel.deferred'))
/**
 * 去个人中心查看, shown after an action only: a deferred part whose code (and the handover's call)
 * loads then; declared in each panel that shows it, so that it is not a chunk of its own.
 */
const ProfileLink = deferred('client/features/activity/ProfileLink.deferred.tsx', () => import('./ProfileLink.deferred'))

const TEXT = TASK_TEXT

/** Where the main site shows what a task credits (its user panel shows the points). */
const REWARD_PAGE = '/profile/packages'

function Guide({ task }: { task: ExportTask }) {
  return (
    <TaskGuide data-testid="task-guide">
      <strong>{TEXT.guideTitle}</strong>
      <div>{task.description}</div>
      <div>{TEXT.guide}</div>
      <a href="/download">{TEXT.download} ›</a>
    </TaskGuide>
  )
}

/**
 * The export tasks (kinds 4, 5, 7) of the xshd page: each task's progress from the exports the
 * desktop app reports, its deadline and reward; 领取任务 once reached credits the reward once,
 * and 我的奖励 shows it. 去完成 opens the export guide (a visitor logs in first).
 */
export default function TaskPanel({ activity }: { activity: ActivityInfo }) {
  const me = useActivityMe()
  const phone = me.data?.phone ?? null
  const tasks = useExportTasks(activity.uuid, phone)
  const receive = useReceiveTask()
  const act = useActivityAction(activity)
  const [guide, setGuide] = useState<number | null>(null)
  const ended = activity.state === ActivityState.Ended
  const error = receive.error instanceof ApiError ? receive.error.message : null
  return (
    <Card data-testid="export-tasks">
      <SectionTitle>{TEXT.title}</SectionTitle>
      <ActivityUserLine activityUuid={activity.uuid} theme={activity.theme} />
      {phone ? null : <p style={{ margin: '0 0 12px', fontSize: 13, color: 'var(--muted)' }}>{TEXT.lead}</p>}
      {ended ? <EndedNotice /> : null}
      {receive.data ? (
        <Notice data-tone="success" data-testid="task-outcome" style={{ marginBottom: 12 }}>
          {TEXT.received}
          <div>
            <ProfileLink to={REWARD_PAGE} />
          </div>
        </Notice>
      ) : error ? (
        <Notice role="alert" data-testid="task-outcome" style={{ marginBottom: 12 }}>
          {error}
        </Notice>
      ) : null}
      <TaskList>
        {tasks.data?.list.map((task) => {
          const button = taskButton(task)
          const open = button.kind !== 'finished' && button.kind !== 'expired'
          const live = open && !ended
          const onClick = () => {
            if (button.kind === 'receive') receive.mutate({ uuid: activity.uuid, task_id: task.id })
            else act(() => setGuide((shown) => (shown === task.id ? null : task.id)))
          }
          return (
            <TaskRow key={task.id} data-testid={`task-${task.id}`} data-state={button.kind}>
              <h3>{task.show_name}</h3>
              <TaskReward>{TEXT.reward(`${task.gift.amount}${task.gift.unit}`, task.gift.name)}</TaskReward>
              <p>{TEXT.deadline(chinaMinute(task.valid_end_time))}</p>
              <TaskButton type="button" data-kind={button.kind} disabled={!live || (button.kind === 'receive' && receive.isPending)} onClick={onClick}>
                {open && ended ? ACTIVITY_TEXT.ended.button : button.text}
              </TaskButton>
              <ProgressBar role="progressbar" aria-label={task.show_name} aria-valuemin={0} aria-valuemax={task.target} aria-valuenow={task.progress}>
                <span style={{ width: `${(task.progress / task.target) * 100}%` }} />
              </ProgressBar>
              {guide === task.id ? <Guide task={task} /> : null}
            </TaskRow>
          )
        })}
      </TaskList>
      {phone ? (
        <LinkButton type="button" disabled={tasks.isFetching} onClick={() => void tasks.refetch()}>
          {TEXT.refresh}
        </LinkButton>
      ) : null}
      {phone ? <RewardsPanel uuid={activity.uuid} /> : null}
    </Card>
  )
}
