import { useSearchParams } from 'react-router'
import { PageIntro } from '../components/PageIntro'

export default function SearchPage() {
  const [params] = useSearchParams()
  const keyword = params.get('keyword') ?? ''
  return (
    <PageIntro lead={keyword ? `“${keyword}”的搜索结果` : '搜索教程、帮助与文章。'}>
      <form role="search" action="/search">
        <input name="keyword" defaultValue={keyword} placeholder="输入关键词" aria-label="搜索关键词" />{' '}
        <button type="submit">搜索</button>
      </form>
    </PageIntro>
  )
}
