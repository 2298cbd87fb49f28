import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('readCookie', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ['a missing header', undefined, undefined],
    ['a null header', null, undefined],
    ['an empty header', '', undefined],
    ['the only cookie', 'name=value', 'value'],
    ['a cookie among others, with spaces', 'a=1;  name = value ; b=2', 'value'],
    ['the first of repeated cookies', 'name=first; name=second', 'first'],
    ['a value containing "="', 'name=a=b', 'a=b'],
    ['a percent-encoded value', 'name=%7B%22x%22%3A1%7D', '{"x":1}'],
    ['an empty value', 'name=', ''],
    ['malformed percent-encoding', 'name=%E0%A4%A', undefined],
    ['a cookie whose name only ends with the name', 'other_name=1', undefined],
    ['a part without "="', 'name; other=1', undefined],
  ])('reads %s', (_, header, expected) => {
    expect(readCookie(header, 'name')).toBe(expected)
  })
})
