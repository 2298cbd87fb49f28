import { styled } from '@linaria/react'
import { Link } from '../../lib/links'
import { hasPermission } from '../../../shared/access'
import { showToast } from '../../lib/toast'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { pointsDialog } from '../../blocks/dialogs/dialogs'
import { useLogout } from '../../blocks/session/logout'
import { useUserInfo } from '../../blocks/session/userInfo'
import { useViewer } from '../../blocks/session/viewer'
import { Avatar } from './Avatar'
import { displayName } from './displayName'
import { USER_MENU_ITEMS } from '../../../shared/routes'
import { USER_MENU_TEXT } from './messages'
import { panelRows } from './panelRows'
import { VipIcon } from './VipIcon'

const Who = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  align-items: center;
  padding-bottom: 12px;
  border-bottom: 1px solid rgba(0, 0, 0, 0.08);
  > span:first-child {
    grid-row: span 2;
  }
  strong {
    font-size: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: 12px;
    color: #5d6270;
  }
  small em {
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 4px;
    font-style: normal;
    color: #b3541e;
    background: #fff1e6;
  }
`

const Figures = styled.dl`
  margin: 12px 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 12px;
  font-size: 14px;
  > div {
    display: contents;
  }
  dt {
    color: #5d6270;
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 4px;
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

/** The points figure opens the points dialog. */
const PointsEntry = styled.button`
  padding: 0;
  border: 0;
  font: inherit;
  color: var(--accent-strong);
  background: none;
  cursor: pointer;
`

const Items = styled.ul`
  margin: 0;
  padding: 8px 0 0;
  list-style: none;
  border-top: 1px solid rgba(0, 0, 0, 0.08);
  a,
  button {
    display: block;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    border-radius: 8px;
    text-align: left;
    font-size: 14px;
    color: inherit;
    background: none;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: #f3f4f6;
  }
`

/** The user panel of spec section 2: who, the figures each flag allows, the menu and logout. */
export default function UserPanel({ onDone }: { onDone: () => void }) {
  const viewer = useViewer()
  const { data: user } = useUserInfo()
  const { data: config } = useGlobalConfig()
  const logout = useLogout(() => showToast(USER_MENU_TEXT.loggedOut))
  const name = user ? displayName(user) : ''

  const onLogout = () => {
    onDone()
    logout.mutate()
  }

  return (
    <>
      {user ? (
        <>
          <Who>
            <Avatar name={name} size="large" />
            <strong data-testid="panel-name">{name}</strong>
            {user.org_info.name ? (
              <small data-testid="panel-org">
                {user.org_info.name}
                {user.org_info.type_name ? <em>{user.org_info.type_name}</em> : null}
              </small>
            ) : (
              <small />
            )}
          </Who>
          <Figures>
            {panelRows(user, config).map((row) => (
              <div key={row.key} data-testid={`panel-${row.key}`}>
                <dt>{row.label}</dt>
                <dd>
                  {row.key === 'points' ? (
                    <PointsEntry
                      type="button"
                      data-testid="open-points"
                      aria-label={`${row.value} ${USER_MENU_TEXT.pointsTasks}`}
                      onPointerEnter={() => void pointsDialog.preload()}
                      onFocus={() => void pointsDialog.preload()}
                      onClick={() => {
                        onDone()
                        pointsDialog.open()
                      }}
                    >
                      {row.value} ›
                    </PointsEntry>
                  ) : (
                    row.value
                  )}
                  {row.key === 'counts' ? <VipIcon vip={row.vip} /> : null}
                </dd>
              </div>
            ))}
          </Figures>
        </>
      ) : (
        <p>{USER_MENU_TEXT.loading}</p>
      )}
      <Items>
        {USER_MENU_ITEMS.filter((item) => hasPermission(viewer.accessTag, item.permission)).map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onDone}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={onLogout} disabled={logout.isPending}>
            {USER_MENU_TEXT.logout}
          </button>
        </li>
      </Items>
    </>
  )
}
