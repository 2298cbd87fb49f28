import { PageIntro } from '../components/PageIntro'

const FAQ = [
  ['软件支持哪些系统？', 'Mac（Intel 与 Apple 芯片）、Windows、iPad、iPhone 与 Android。'],
  ['如何购买套餐？', '登录后在“购买”页面选择套餐，支持微信支付与支付宝扫码。'],
  ['一个账号可以在几台设备上使用？', '可在“个人中心 - 设备管理”查看与管理已登录的设备。'],
] as const

export default function HelpPage() {
  return (
    <PageIntro lead="常见问题解答，找不到答案时欢迎联系客服。">
      {FAQ.map(([question, answer]) => (
        <details key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </PageIntro>
  )
}
