/**
 * A portfolio work's slug in its address: a module of its own, so /client/share checks the
 * link's slug without loading the content records (decision 037).
 */
export const WORK_SLUG = /^[a-z0-9-]{1,64}$/
