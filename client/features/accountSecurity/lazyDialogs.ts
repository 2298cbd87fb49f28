import { lazy } from 'react'

/*
 * Each step's dialog (the WeChat QR, the code fields, MD5) loads when its step opens, not
 * with the page (decision 018). They live apart from AccountSecurity.tsx so that
 * evaluating its styles at build time (wyw-in-js) never has to run React.
 */
export const WechatBindDialog = lazy(() => import('./WechatBindDialog').then((module) => ({ default: module.WechatBindDialog })))
export const SafetyVerifyDialog = lazy(() => import('./SafetyVerifyDialog').then((module) => ({ default: module.SafetyVerifyDialog })))
export const ChangePhoneDialog = lazy(() => import('./ChangePhoneDialog').then((module) => ({ default: module.ChangePhoneDialog })))
export const CancelAccountDialog = lazy(() => import('./CancelAccountDialog').then((module) => ({ default: module.CancelAccountDialog })))
