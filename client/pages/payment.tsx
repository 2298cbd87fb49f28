import { PageIntro } from '../components/PageIntro'

export default function PaymentPage() {
  return <PageIntro lead="按张计费或按年订阅，支持微信支付与支付宝扫码支付。" />
}
