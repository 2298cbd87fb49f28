/**
 * The call schemas of the account's information (./userInfo.ts), each under the name of its
 * record in ../user.ts: the module those records load (decision 018), apart from ./userInfo.ts
 * so that the browser's chunk exports only this table.
 */
import type { CallSchemaTable } from '../call'
import { imInfoResponse, orderProductsResponse, remainingAssetsResponse, userInfoResponse } from './userInfo'

export const callSchemas = {
  userInfo: { response: userInfoResponse },
  imInfo: { response: imInfoResponse },
  orderProducts: { response: orderProductsResponse },
  remainingAssets: { response: remainingAssetsResponse },
} satisfies CallSchemaTable
