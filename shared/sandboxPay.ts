/**
 * Addresses of the sandbox's stand-ins for the payment channels: the worker puts them in
 * a sandbox order's pay_url, and the client opens the pay page of a QR, which does not say
 * its address. Orders sit under `order/`, apart from the console's own routes (`orders`,
 * `jobs`, `invoice/:id`): a parameter beside them at the same depth made Hono fall back
 * from its RegExpRouter to the slower TrieRouter for every request of the app.
 */
const orderPage = (outTradeNo: string) => `/__sandbox/pay/order/${encodeURIComponent(outTradeNo)}`

export const SANDBOX_PAY_PATHS = {
  /** The page a payment QR opens: `/__sandbox/pay/order/<out_trade_no>`. */
  payPage: orderPage,
  /** The stand-in for WeChat's in-browser (JSAPI) payment. */
  jsapiPage: (outTradeNo: string) => `${orderPage(outTradeNo)}/jsapi`,
  /** The stand-in for the channels' mobile pages (trade type 3: WeChat Pay H5, Alipay WAP), which return to the site. */
  h5Page: (outTradeNo: string) => `${orderPage(outTradeNo)}/h5`,
} as const
