import { Link } from 'react-router'
import { PageIntro } from '../components/PageIntro'

export default function PaymentSuccessPage() {
  return (
    <PageIntro lead="支付成功，套餐权益已发放到你的账号。">
      <Link to="/">返回首页</Link>
    </PageIntro>
  )
}
