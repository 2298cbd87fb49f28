import type { Block } from '../../../shared/contracts/schemas/content'

/**
 * Turns a stored body into blocks: '## ' starts a heading, '- ' a list item, and other
 * lines join into paragraphs, which blank lines separate. Pages render blocks as text,
 * so stored content can never inject markup.
 */
export function toBlocks(body: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join('') })
    paragraph = []
  }
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) flush()
    else if (line.startsWith('## ')) {
      flush()
      blocks.push({ type: 'heading', text: line.slice(3).trim() })
    } else if (line.startsWith('- ')) {
      flush()
      blocks.push({ type: 'item', text: line.slice(2).trim() })
    } else paragraph.push(line)
  }
  flush()
  return blocks
}

/** Comma-separated lists stored in one column. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
