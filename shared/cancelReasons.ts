// Apart from ./payEnums.ts, whose enumerations every payment page loads: only the packages
// page's cancel dialog and the services read these.

/** Enumerate type of the cancel-subscription reasons (spec section 3, "Other"). */
export const CANCEL_REASON_ENUMERATE_TYPE = 77

/** Values of enumerate type 77, the reasons a subscriber gives for cancelling auto-renewal. */
export const CANCEL_REASONS: readonly { value: number; label: string }[] = [
  { value: 1, label: '价格太高' },
  { value: 2, label: '使用频率低，暂时用不上' },
  { value: 3, label: '功能不满足需求' },
  { value: 4, label: '更换为其他产品' },
  { value: 5, label: '不希望自动扣费' },
  { value: 99, label: '其他原因' },
]
