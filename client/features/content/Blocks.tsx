import type { Block } from '../../../shared/contracts/schemas/content'

/** Renders stored blocks: consecutive items form one list. Text only, never HTML. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  const groups: Array<Block | Block[]> = []
  for (const block of blocks) {
    const last = groups[groups.length - 1]
    if (block.type === 'item') {
      if (Array.isArray(last)) last.push(block)
      else groups.push([block])
    } else groups.push(block)
  }
  return (
    <>
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          <ul key={index}>
            {group.map((item, itemIndex) => (
              <li key={itemIndex}>{item.text}</li>
            ))}
          </ul>
        ) : group.type === 'heading' ? (
          <h2 key={index}>{group.text}</h2>
        ) : (
          <p key={index}>{group.text}</p>
        ),
      )}
    </>
  )
}
