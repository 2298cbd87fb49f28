import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link, useNavigate } from '../../lib/links'
import type { Product } from '../../../shared/contracts/schemas/pay'
import { isWeChat } from '../../../shared/inAppBrowser'
import { ProductApp, ProductKind } from '../../../shared/payEnums'
import { FactRows } from '../../components/Facts'
import { storage } from '../../lib/storage'
import { openLoginDialog } from '../../blocks/dialogs/dialogs'
import { useViewer } from '../../blocks/session/viewer'
import { useLeftOrder } from '../../blocks/checkout/useLeftOrder'
import type { ApiClient } from '../../lib/api/client'
import { productListQuery, useProducts } from './api/productList'
import { useUnionDeductions } from './api/unionDeduction'
import { unionProductListQuery, useUnionProducts } from './api/unionProductList'
import { urlInfoQuery, useUrlInfo, type UrlName } from './api/urlInfo'
import { cardPrice, categories, categoryOf, recommendedId, savingOf, type CategoryKey } from './catalogue'
import { PAY_TEXT } from './messages'
import { PricingCard } from './components/PricingCard'
import { Agreements, Empty, Grid, Hero, Inner, Notes, Page, Switch } from './components/pricingStyles'
import { SaleBanner } from './components/SaleBanner'
import { TermNotes } from './components/TermNotes'
import { AppControl } from '../../blocks/appHost/AppControl'
import { APP_CONTROL_TEXT } from '../../blocks/appHost/messages'
import { useSaleWindows } from './useSaleWindows'

// The QR dialog (polling, countdown, QR drawing) loads when a visitor buys: /payment's first load stays small.
// So do the purchase's own code, the dialog's definition and the pay store (the product kept
// across a login, the order's source and return path): ./purchase.ts.
let purchase: Promise<typeof import('./purchase')> | undefined
const purchaseCode = () => (purchase ??= import('./purchase'))
const payStore = () => import('../../blocks/checkout/payStore')

const APPS = [ProductApp.Cake, ProductApp.Soda] as const

function appFrom(value: string | null): number {
  const app = Number(value)
  return (APPS as readonly number[]).includes(app) ? app : ProductApp.Cake
}

/** The catalogue of the app a `?app=` names (piece and union products), for the page's prefetch. */
export function catalogueQueries(api: ApiClient, search: URLSearchParams) {
  const app = appFrom(search.get('app'))
  return { products: productListQuery(api, app), unionProducts: unionProductListQuery(api, app) }
}

/** The agreements a purchase accepts (url/info's names). */
const AGREEMENT_LINKS = ['pay_agreement', 'auto_renew_agreement'] as const satisfies readonly UrlName[]

/** url/info's queries of the agreements, for the page's prefetch. */
export function agreementQueries(api: ApiClient) {
  return AGREEMENT_LINKS.map((name) => urlInfoQuery(api, name))
}

/** The agreements a purchase accepts, linked where url/info says they are. */
function AgreementLinks() {
  const pay = useUrlInfo(AGREEMENT_LINKS[0])
  const autoRenew = useUrlInfo(AGREEMENT_LINKS[1])
  if (!pay && !autoRenew) return null
  return (
    <Agreements data-testid="pay-agreements">
      {PAY_TEXT.agreement}
      {[pay, autoRenew].map((link) =>
        link ? (
          <a key={link.name} href={link.url} target="_blank" rel="noopener noreferrer">
            《{link.title}》
          </a>
        ) : null,
      )}
    </Agreements>
  )
}

/** /payment: the products of an app by category, their cards, and the purchase. */
export function PricingView() {
  const [params] = useSearchParams()
  const app = appFrom(params.get('app'))
  const products = [...useProducts(app), ...useUnionProducts(app)]
  const tabs = categories(products)
  const [picked, setPicked] = useState<CategoryKey>()
  const category = picked && tabs.includes(picked) ? picked : tabs[0]
  const shown = products.filter((product) => categoryOf(product) === category)
  const recommended = recommendedId(shown)
  // The promotion window and a union upgrade's deduction set the price a card shows and the dialog charges.
  const sale = useSaleWindows()
  const deductions = useUnionDeductions(products)
  const priceOf = (product: Product) => cardPrice(product, sale.promotion, deductions.get(product.id))

  const viewer = useViewer()
  const navigate = useNavigate()
  useLeftOrder(viewer.loggedIn)
  const [pending, setPending] = useState<Product>()
  const [inWechat, setInWechat] = useState(false)
  // The dialog belongs to this page: it goes when the page goes (if it was ever loaded).
  useEffect(() => () => void purchase?.then(({ closePayDialog }) => closePayDialog()), [])

  const begin = async (product: Product, resume?: string) => {
    const { openPurchase } = await purchaseCode()
    const deduction = product.kind === ProductKind.Union ? deductions.get(product.id)?.deduction : undefined
    openPurchase({ product, price: priceOf(product).amount, deduction, redirect: params.get('redirect'), resume, inWechat })
  }

  const buy = async (product: Product) => {
    if (!viewer.loggedIn) {
      // Login comes before an order: the purchase goes on once the dialog has logged in, or,
      // when the login leaves the page (WeChat's authorisation), once the page is back.
      const { keepForLogin } = await purchaseCode()
      keepForLogin(product, priceOf(product).amount)
      setPending(product)
      openLoginDialog({ continues: true })
      return
    }
    await begin(product)
  }

  useEffect(() => setInWechat(isWeChat(navigator.userAgent)), [])

  useEffect(() => {
    if (!viewer.loggedIn || !pending) return
    setPending(undefined)
    void payStore().then(({ takeAutoCallPay }) => {
      takeAutoCallPay(storage(), location.pathname, Date.now())
      return begin(pending)
    })
  }, [viewer.loggedIn, pending])

  // Back logged in from a login that left the page: the product kept for this path is bought.
  useEffect(() => {
    if (!viewer.loggedIn || pending || params.get('out_trade_no')) return
    void payStore().then(({ readPayProduct, takeAutoCallPay }) => {
      if (!takeAutoCallPay(storage(), location.pathname, Date.now())) return
      const kept = readPayProduct(storage(), location.pathname)
      const product = products.find((item) => item.id === kept.id)
      if (product) return begin(product)
    })
  }, [viewer.loggedIn])

  // Back from WeChat's in-browser payment: watch that order until it is paid.
  const resumeNo = params.get('out_trade_no')
  const resumeProduct = Number(params.get('product_id'))
  useEffect(() => {
    if (!resumeNo || !viewer.loggedIn) return
    const product = products.find((item) => item.id === resumeProduct)
    if (product) void begin(product, resumeNo)
  }, [resumeNo, resumeProduct, viewer.loggedIn])

  return (
    <Page>
      <Inner>
        <Hero>
          <small>{PAY_TEXT.heroEyebrow}</small>
          <h1>{PAY_TEXT.heroTitle}</h1>
          <p>{PAY_TEXT.heroLead}</p>
          <AppControl message="restorePurchase">{APP_CONTROL_TEXT.restorePurchase}</AppControl>
        </Hero>
        <SaleBanner promotion={sale.promotion} freePlanEndsAt={sale.freePlanEndsAt} now={sale.now} />
        <Switch>
          <div role="navigation" aria-label={PAY_TEXT.appTabs}>
            {APPS.map((id) => (
              <Link
                key={id}
                to={id === ProductApp.Cake ? '/payment' : `/payment?app=${id}`}
                aria-current={id === app ? 'page' : undefined}
                preventScrollReset
                replace
              >
                {PAY_TEXT.apps[id]}
              </Link>
            ))}
          </div>
        </Switch>
        {tabs.length > 1 ? (
          <Switch data-size="small">
            <div role="group" aria-label={PAY_TEXT.categoryTabs}>
              {tabs.map((key) => (
                <button key={key} type="button" aria-pressed={key === category} onClick={() => setPicked(key)}>
                  {PAY_TEXT.categories[key]}
                </button>
              ))}
            </div>
          </Switch>
        ) : null}
        {shown.length === 0 ? (
          <Empty>{PAY_TEXT.empty}</Empty>
        ) : (
          <Grid data-testid="product-cards">
            {shown.map((product) => (
              <PricingCard
                key={`${product.kind}-${product.id}`}
                product={product}
                price={priceOf(product)}
                recommended={product.id === recommended}
                saving={savingOf(product, products)}
                onBuy={(product) => void buy(product)}
              />
            ))}
          </Grid>
        )}
        <TermNotes category={category} />
        <AgreementLinks />
        <Notes>
          <h2>{PAY_TEXT.faqTitle}</h2>
          <dl>
            <FactRows rows={PAY_TEXT.faq} />
          </dl>
        </Notes>
      </Inner>
    </Page>
  )
}
