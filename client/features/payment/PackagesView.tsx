import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from '../../lib/links'
import type { Contract, PackageItem } from '../../../shared/contracts/schemas/payAccount'
import { ContractState } from '../../../shared/payEnums'
import { Panel } from '../../components/cards'
import { Button } from '../../components/form'
import { Fact, Facts, FactRows } from '../../components/Facts'
import { QueryFallback } from '../../components/QueryFallback'
import type { ApiClient } from '../../lib/api/client'
import { orderProductsQuery, remainingAssetsQuery, useOrderProducts, useRemainingAssets } from './api/accountAssets'
import { orgPackagesQuery, useOrgPackages } from './api/orgPackages'
import { orgSummaryQuery } from './api/orgSummary'
import { PACKAGE_TEXT } from './packageMessages'
import { assetLine, meterOf, packageRows } from './packageRows'
import { channelOfPayType } from './payMethods'
import { formatDate, formatPrice } from './price'
import { Actions, Cards, Meter, Stack, Status } from './components/profileStyles'
import { RenewalNotices } from './components/RenewalNotices'

// The cancel dialog's definition (the list of its files) loads with the first tap on 取消自动续费: most visits never make it.
let dialogs: Promise<typeof import('./dialogs')> | undefined
const dialogsCode = () => (dialogs ??= import('./dialogs'))

/** What the view asks for on arrival (the renewal notices' summary too), for the page's prefetch. */
export function prefetchPackages(queryClient: QueryClient, api: ApiClient) {
  return Promise.all([
    queryClient.prefetchQuery(orgPackagesQuery(api)),
    queryClient.prefetchQuery(orgSummaryQuery(api)),
    queryClient.prefetchQuery(remainingAssetsQuery(api)),
    queryClient.prefetchQuery(orderProductsQuery(api)),
  ])
}

/** /profile/packages: the organisation's packages with their use status, and auto-renewal. */
export function PackagesView() {
  const packages = useOrgPackages()
  if (packages.isError || !packages.data) return <QueryFallback query={packages} text={PACKAGE_TEXT} />
  const { list, subscription } = packages.data
  return (
    <Stack>
      <RenewalNotices />
      <SubscriptionPanel contract={subscription} />
      <AssetsPanel />
      {list.length === 0 ? (
        <p>
          {PACKAGE_TEXT.empty} <Link to="/payment">{PACKAGE_TEXT.buy}</Link>
        </p>
      ) : (
        <Cards data-testid="packages">
          {list.map((item) => (
            <li key={item.id} data-status={item.use_status} data-testid="package">
              <h3>
                <span>{item.name}</span>
                <Status data-status={item.use_status}>{PACKAGE_TEXT.status[item.use_status]}</Status>
              </h3>
              <small>
                {PACKAGE_TEXT.tier[item.tier]} · {PACKAGE_TEXT.businessType[item.business_type]}
              </small>
              <PackageMeter item={item} />
              <Facts data-align="end">
                <FactRows rows={packageRows(item)} />
              </Facts>
            </li>
          ))}
        </Cards>
      )}
    </Stack>
  )
}

/** The share of a package left, coloured by how low it is (the preset percentages of packageRows.ts). */
function PackageMeter({ item }: { item: PackageItem }) {
  const meter = meterOf(item)
  return (
    <Meter aria-hidden="true" data-testid="package-meter" data-level={meter.level}>
      <span style={{ width: `${meter.percent}%` }} />
    </Meter>
  )
}

/** What the account has left (remaining_assets) and what it has bought (order/products). */
function AssetsPanel() {
  const assets = useRemainingAssets()
  const orders = useOrderProducts()
  if (!assets.data && !orders.data) return null
  return (
    <Panel data-testid="remaining-assets">
      {/* Nothing rather than 暂无剩余资产 when the assets did not load: the packages below may say otherwise. */}
      {assets.data ? <h2>{PACKAGE_TEXT.assetsTitle}</h2> : null}
      {!assets.data ? null : assets.data.asset_items.length > 0 ? (
        <Facts>
          {assets.data.asset_items.map((asset) => (
            <div key={asset.name} data-testid="asset">
              <dt>{asset.name}</dt>
              <dd>{assetLine(asset)}</dd>
            </div>
          ))}
        </Facts>
      ) : (
        <p>{PACKAGE_TEXT.assetsEmpty}</p>
      )}
      {orders.data && orders.data.length > 0 ? (
        <>
          <h2 style={{ marginTop: 16 }}>{PACKAGE_TEXT.orderProductsTitle}</h2>
          <ul data-testid="order-products" style={{ margin: 0, paddingLeft: 18, display: 'grid', gap: 6, fontSize: 14 }}>
            {orders.data.map((order, index) => (
              <li key={`${order.product_name}-${index}`}>
                {order.product_name}
                {order.is_delay ? (
                  <Status data-status={1} style={{ marginLeft: 8 }}>
                    {PACKAGE_TEXT.delayed}
                  </Status>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  )
}

/** The current subscription: its next charge date and amount, and cancelling auto-renewal at any time. */
function SubscriptionPanel({ contract }: { contract: Contract | null }) {
  // The dialog belongs to this page: it goes when the page goes.
  useEffect(() => () => void dialogs?.then(({ cancelRenewDialog }) => cancelRenewDialog.close()), [])
  const active = contract?.state === ContractState.Active
  return (
    <Panel data-testid="subscription">
      <h2>{PACKAGE_TEXT.subscriptionTitle}</h2>
      {!contract ? (
        <p>
          {PACKAGE_TEXT.noSubscription} <Link to="/payment">{PACKAGE_TEXT.subscribe}</Link>
        </p>
      ) : (
        <>
          <Facts>
            <Fact label={PACKAGE_TEXT.cycle[contract.cycle]}>{contract.product_name}</Fact>
            {active && contract.next_charge_at ? (
              <>
                <Fact label={PACKAGE_TEXT.nextCharge} testId="next-charge">
                  {formatDate(contract.next_charge_at)}
                </Fact>
                <Fact label={PACKAGE_TEXT.nextAmount} testId="next-amount">
                  {formatPrice(contract.amount)}
                </Fact>
                <Fact label={PACKAGE_TEXT.channel}>{PACKAGE_TEXT.methods[channelOfPayType(contract.pay_type)]}</Fact>
              </>
            ) : null}
            {contract.state === ContractState.Cancelled ? (
              <Fact label={PACKAGE_TEXT.subscriptionTitle} testId="subscription-cancelled">
                {PACKAGE_TEXT.cancelledNote}
              </Fact>
            ) : null}
          </Facts>
          {active ? (
            <Actions>
              <Button
                type="button"
                data-variant="secondary"
                onClick={() => void dialogsCode().then(({ cancelRenewDialog }) => cancelRenewDialog.open({ contract }))}
              >
                {PACKAGE_TEXT.cancel}
              </Button>
            </Actions>
          ) : null}
        </>
      )}
    </Panel>
  )
}
