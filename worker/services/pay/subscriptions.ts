import type { Contract, RenewalNotice } from '../../../shared/contracts/schemas/payAccount'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { ContractState, PayCode } from '../../../shared/payEnums'
import { ServiceError } from '../../lib/serviceApp'

export interface ContractRow {
  contract_uuid: string
  org_id: number
  user_id: number
  product_id: number
  product_name: string
  pay_type: number
  amount: number
  cycle: number
  state: number
  created_at: number
  signed_at: number | null
  next_charge_at: number | null
  cancelled_at: number | null
  cancel_reason_id: number | null
  cancel_reason: string
  /** The channel's id of the contract signed there (decision 030); null for the sandbox's. */
  channel_contract_id: string | null
  /** The site's origin when the contract was made (the channel's notify address for deductions). */
  site_origin: string | null
}

export function contractView(row: ContractRow): Contract {
  return {
    contract_uuid: row.contract_uuid,
    state: row.state as Contract['state'],
    product_id: row.product_id,
    product_name: row.product_name,
    amount: row.amount,
    cycle: row.cycle as Contract['cycle'],
    pay_type: row.pay_type as Contract['pay_type'],
    signed_at: row.signed_at,
    next_charge_at: row.state === ContractState.Active ? row.next_charge_at : null,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
  }
}

export function findContract(db: D1Database, contractUuid: string): Promise<ContractRow | null> {
  return db.prepare('SELECT * FROM pay_contracts WHERE contract_uuid = ?').bind(contractUuid).first<ContractRow>()
}

/** A contract of the organisation, or 5042. */
export async function orgContract(db: D1Database, contractUuid: string, orgId: number): Promise<ContractRow> {
  const row = await findContract(db, contractUuid)
  if (!row || row.org_id !== orgId) throw new ServiceError(PayCode.ContractNotFound, PAY_MESSAGES.contractNotFound)
  return row
}

export async function orgContracts(db: D1Database, orgId: number): Promise<ContractRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM pay_contracts WHERE org_id = ? AND state IN (${ContractState.Active}, ${ContractState.Cancelled}) ORDER BY created_at DESC`)
    .bind(orgId)
    .all<ContractRow>()
  return results
}

export function activeContract(db: D1Database, orgId: number): Promise<ContractRow | null> {
  return db
    .prepare(`SELECT * FROM pay_contracts WHERE org_id = ? AND state = ${ContractState.Active} ORDER BY signed_at DESC LIMIT 1`)
    .bind(orgId)
    .first<ContractRow>()
}

/** Cancelling stops every later charge; a cancelled contract stays cancelled (cancelling twice changes nothing). */
export async function cancelContract(db: D1Database, contract: ContractRow, reasonId: number, reason: string, now: number): Promise<ContractRow> {
  await db
    .prepare(
      `UPDATE pay_contracts SET state = ${ContractState.Cancelled}, cancelled_at = ?, cancel_reason_id = ?, cancel_reason = ?
       WHERE contract_uuid = ? AND state IN (${ContractState.Signing}, ${ContractState.Active})`,
    )
    .bind(now, reasonId, reason, contract.contract_uuid)
    .run()
  return (await findContract(db, contract.contract_uuid))!
}

/** Renewal notices of the organisation's active contracts, newest first; `unreadOnly` for the summary. */
export async function orgNotices(db: D1Database, orgId: number, unreadOnly: boolean): Promise<RenewalNotice[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.contract_uuid, n.product_name, n.amount, n.charge_at, n.sent_at, n.read_at
       FROM pay_renewal_notices n JOIN pay_contracts c ON c.contract_uuid = n.contract_uuid
       WHERE n.org_id = ? AND c.state = ${ContractState.Active} ${unreadOnly ? 'AND n.read_at IS NULL' : ''}
       ORDER BY n.charge_at DESC`,
    )
    .bind(orgId)
    .all<RenewalNotice>()
  return results
}
