import * as z from 'zod/mini'

/**
 * get_all_tasks and detail_log answer `{ code, msg, data, meta }`: the API client returns
 * an envelope's `data`, so this reshapes the body to keep `meta` beside it.
 */
export function withMeta<Data, Meta>(schema: z.ZodMiniType<{ code: number; msg: string; data: Data; meta: Meta }>) {
  return z.pipe(
    schema,
    z.transform((body) => ({ code: body.code, msg: body.msg, data: { data: body.data, meta: body.meta } })),
  )
}
