// Writes China's provinces and their cities into db/content.sql, between the
// "BEGIN regions" and "END regions" markers, from the @vant/area-data package
// (GB/T 2260 codes; municipalities and SARs have city entries of their own, so the
// consultation cascader always has two levels). Run after updating the package:
//   node scripts/regions.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { areaList } from '@vant/area-data'
import { ROOT } from './local.mjs'

const FILE = join(ROOT, 'db', 'content.sql')
const BEGIN = '-- BEGIN regions'
const END = '-- END regions'

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`

/** Rows of one INSERT per table, a few per line so that the diff of a data update stays readable. */
function insert(table, columns, rows) {
  const lines = []
  for (let index = 0; index < rows.length; index += 6) {
    lines.push(
      `  ${rows
        .slice(index, index + 6)
        .map((row) => `(${row.join(', ')})`)
        .join(', ')}`,
    )
  }
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${lines.join(',\n')};`
}

export function regionSql({ province_list: provinces, city_list: cities }) {
  const provinceRows = Object.entries(provinces)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, name]) => [Number(code), quote(name)])
  const cityRows = Object.entries(cities)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, name]) => {
      const provinceId = Number(`${code.slice(0, 2)}0000`)
      if (!provinces[String(provinceId)]) throw new Error(`city ${code} ${name} has no province ${provinceId}`)
      return [Number(code), provinceId, quote(name)]
    })
  return [
    'DELETE FROM cities;',
    'DELETE FROM provinces;',
    insert('provinces', ['id', 'name'], provinceRows),
    insert('cities', ['id', 'province_id', 'name'], cityRows),
  ].join('\n')
}

const sql = readFileSync(FILE, 'utf8')
const start = sql.indexOf(BEGIN)
const end = sql.indexOf(END)
if (start < 0 || end < start) throw new Error(`${FILE} lacks the "${BEGIN}" / "${END}" markers`)
const block = regionSql(areaList)
writeFileSync(FILE, `${sql.slice(0, start + BEGIN.length)}\n${block}\n${sql.slice(end)}`)
console.log(`db/content.sql: ${Object.keys(areaList.province_list).length} provinces, ${Object.keys(areaList.city_list).length} cities`)
