/**
 * The payment service's purchase call schemas (./pay.ts), each under the name of its record in
 * ../pay.ts: the module the records load (decision 018), apart from ./pay.ts so that the
 * browser's chunk exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  orderCreateExRequest,
  orderCreateExResponse,
  orderCreatePayExRequest,
  orderCreatePayExResponse,
  orderCreatePayRequest,
  orderCreatePayResponse,
  orderStateQuery,
  orderStateResponse,
  payConfigResponse,
  productListQuery,
  productListResponse,
  subscriptionContractRequest,
  subscriptionContractResponse,
  subscriptionPayRequest,
  subscriptionPayResponse,
  unionDeductionQuery,
  unionDeductionResponse,
  unionOrderPayRequest,
  unionOrderPayResponse,
  unionOrderStateQuery,
  unionOrderStateResponse,
  unionProductListQuery,
  unionProductListResponse,
  urlInfoQuery,
  urlInfoResponse,
} from './pay'

export const callSchemas = {
  productList: { query: productListQuery, response: productListResponse },
  unionProductList: { query: unionProductListQuery, response: unionProductListResponse },
  orderCreateEx: { body: orderCreateExRequest, response: orderCreateExResponse },
  unionOrderPay: { body: unionOrderPayRequest, response: unionOrderPayResponse },
  orderState: { query: orderStateQuery, response: orderStateResponse },
  unionOrderState: { query: unionOrderStateQuery, response: unionOrderStateResponse },
  urlInfo: { query: urlInfoQuery, response: urlInfoResponse },
  orderCreatePayEx: { body: orderCreatePayExRequest, response: orderCreatePayExResponse },
  orderCreatePay: { body: orderCreatePayRequest, response: orderCreatePayResponse },
  subscriptionContract: { body: subscriptionContractRequest, response: subscriptionContractResponse },
  subscriptionPay: { body: subscriptionPayRequest, response: subscriptionPayResponse },
  payConfig: { response: payConfigResponse },
  unionDeductionProduct: { query: unionDeductionQuery, response: unionDeductionResponse },
} satisfies CallSchemaTable
