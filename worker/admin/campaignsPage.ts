import { html } from 'hono/html'
import { SHARE_CARD_PATH } from '../../shared/constants'
import { activityLink } from '../services/activity'
import { codesSection, familyDataSection, type ActivityTools } from './activityToolsPage'
import { activityUrl, stateLabel, THEMES, WELFARE_RULES, type ActivityForm, type ActivityRow, type ChannelRow } from './campaigns'
import {
  EMPTY_CARD,
  EMPTY_GIFT,
  formOfCard,
  formOfGift,
  GIFT_TYPE_LABELS,
  listPrice,
  TIER_LABELS,
  type ActivityExtras,
  type CardForm,
  type CardRow,
  type GiftForm,
  type GiftRow,
} from './offers'
import { adminLayout, chinaTime, choice, field, notice, table, textArea, yuan, type Html, type Message, type Viewer } from './views'

export function campaignsPage(
  viewer: Viewer,
  view: {
    activities: ActivityRow[]
    channels: ChannelRow[]
    now: number
    canEdit: boolean
    message?: Message
    channelForm?: { channel: string; uuid: string; note: string }
  },
): Html {
  const { activities, channels, now, canEdit, message, channelForm } = view
  const actions = (row: ActivityRow) => {
    const url = activityUrl(row.family, row.uuid)
    return html`${url ? html`<a href="${url}" target="_blank" rel="noopener">预览</a> ` : ''}${canEdit ? html`<a href="/admin/campaigns/edit/${row.uuid}">编辑</a>` : ''}`
  }
  return adminLayout(
    '活动',
    viewer,
    html`<h1>活动</h1>
      ${notice(message)} ${canEdit ? html`<p><a href="/admin/campaigns/new" data-testid="admin-new-activity">新建活动</a></p>` : ''}
      ${table(
        ['标识', '类型', '标题', '预热 / 开始 / 结束', '状态', ''],
        activities,
        (row) => [
          html`<code>${row.uuid}</code>`,
          row.family,
          row.title,
          html`${chinaTime(row.preheat_at)}<br />${chinaTime(row.start_at)}<br />${chinaTime(row.end_at)}`,
          stateLabel(row, now),
          actions(row),
        ],
        { testId: 'admin-activities' },
      )}
      <h2>渠道 → 活动</h2>
      <p class="muted">渠道链接 <code>/?channel=渠道标识</code> 落到所指活动，并记录来源。</p>
      ${table(['渠道', '活动', '备注'], channels, (row) => [html`<code>${row.channel}</code>`, html`<code>${row.activity_uuid}</code>`, row.note], {
        testId: 'admin-channels',
      })}
      ${
        canEdit
          ? html`<form method="post" action="/admin/campaigns/channels">
              <fieldset>
                <legend>设置渠道（活动留空即删除该渠道）</legend>
                ${field('渠道', 'channel', channelForm?.channel ?? '', { maxlength: 64 })}
                ${field('活动标识', 'uuid', channelForm?.uuid ?? '', { maxlength: 64 })} ${field('备注', 'note', channelForm?.note ?? '', { maxlength: 100 })}
                <button type="submit">保存渠道</button>
              </fieldset>
            </form>`
          : ''
      }`,
  )
}

/** What an edit page holds beyond the activity's own form: its gifts and cards (a gift or card form as typed when refused), its data and codes. */
export interface ActivityEditing extends ActivityExtras, ActivityTools {
  typedGift?: GiftForm
  typedCard?: CardForm
}

export function activityPage(viewer: Viewer, view: { form: ActivityForm; creating: boolean; message?: Message; editing?: ActivityEditing }): Html {
  const { form, creating, message, editing } = view
  const url = creating ? null : activityUrl(form.family, form.uuid)
  const heading = creating ? '新建活动' : `编辑活动 ${form.uuid}`
  return adminLayout(
    heading,
    viewer,
    html`<h1>${heading}</h1>
      <p>
        <a href="/admin/campaigns">返回活动列表</a
        >${url ? html` · <a href="${url}" target="_blank" rel="noopener" data-testid="admin-activity-preview">预览活动页</a>` : ''}
      </p>
      ${notice(message)}
      <form method="post" action="${creating ? '/admin/campaigns/new' : `/admin/campaigns/edit/${form.uuid}`}">
        <fieldset class="stack">
          <legend>活动</legend>
          ${creating ? field('活动标识（链接中的 uuid）', 'uuid', form.uuid, { maxlength: 64 }) : html`<input type="hidden" name="uuid" value="${form.uuid}" />`}
          ${field('活动类型（页面，如 sale、group、deposit、aigc/figure）', 'family', form.family, { maxlength: 40 })}
          ${field('标题', 'title', form.title, { maxlength: 40 })} ${field('副标题', 'subtitle', form.subtitle, { maxlength: 80 })}
          ${field('预热时间（北京时间）', 'preheat_at', form.preheat_at)} ${field('开始时间', 'start_at', form.start_at)}
          ${field('结束时间', 'end_at', form.end_at)} ${choice('领取条件', 'welfare_rule', WELFARE_RULES, form.welfare_rule)}
          ${choice(
            '主题色',
            'theme',
            THEMES.map((theme) => [theme, theme] as const),
            form.theme,
          )}
          ${textArea('活动规则（每行一条）', 'rules', form.rules, { rows: 6, cols: 60 })}
          ${field('分享标题', 'share_title', form.share_title, { maxlength: 40 })}
          ${field('分享描述', 'share_description', form.share_description, { maxlength: 80 })}
          ${field('分享链接（本站路径，留空为活动页）', 'share_link', form.share_link, { maxlength: 300 })}
          ${field('分享缩略图（本站路径或 https 地址，留空为站点分享图）', 'share_thumbnail', form.share_thumbnail, { maxlength: 300 })}
          <button type="submit">${creating ? '创建活动' : '保存'}</button>
        </fieldset>
      </form>
      ${
        editing
          ? html`${giftsSection(form.uuid, editing)}${cardsSection(form.uuid, editing)}${familyDataSection(form.uuid, form.family, editing.dataText)}${
              editing.codes ? codesSection(form.uuid, editing.gifts, editing.codes) : ''
            }${preview(form, editing)}`
          : ''
      }`,
  )
}

/** One form per saved row and one for a new row, so a refused save gives back just what was typed in it, in its place. */
function rowForms<F extends { id: string }>(spec: {
  action: string
  kind: string
  noun: string
  saved: readonly F[]
  typed: F | undefined
  empty: F
  legend: (form: F) => string
  fields: (form: F) => Html
}): Html {
  const { action, kind, noun, saved, typed, empty, legend, fields } = spec
  const forms = [...saved.map((form) => (typed?.id === form.id ? typed : form)), typed?.id === '' ? typed : empty]
  return html`${forms.map(
    (form) =>
      html`<form method="post" action="${action}" data-testid="admin-${kind}-${form.id || 'new'}">
        <fieldset>
          <legend>${legend(form)}</legend>
          <input type="hidden" name="id" value="${form.id}" />
          ${fields(form)}
          <button type="submit" name="action" value="save">${form.id ? `保存${noun}` : `添加${noun}`}</button>
          ${form.id ? html`<button type="submit" name="action" value="delete">删除</button>` : ''}
        </fieldset>
      </form>`,
  )}`
}

function giftsSection(uuid: string, editing: ActivityEditing): Html {
  const claimed = (form: GiftForm) => editing.gifts.find((gift) => String(gift.id) === form.id)?.claimed ?? 0
  return html`<h2>赠品</h2>
    <p class="muted">数量与单位合起来是一份赠品（如 300 积分）；已有人领取的赠品不能删除，也不能改类型。</p>
    ${rowForms({
      action: `/admin/campaigns/edit/${uuid}/gifts`,
      kind: 'gift',
      noun: '赠品',
      saved: editing.gifts.map(formOfGift),
      typed: editing.typedGift,
      empty: EMPTY_GIFT,
      legend: (gift) => (gift.id ? `赠品 #${gift.id}（已领取 ${claimed(gift)} 份）` : '新增赠品'),
      fields: (gift) =>
        html`${choice('赠品类型', 'type', GIFT_TYPE_LABELS, gift.type)} ${field('赠品名称', 'name', gift.name, { maxlength: 30 })}
        ${field('数量', 'amount', gift.amount, { inputmode: 'numeric', size: 8 })} ${field('单位', 'unit', gift.unit, { maxlength: 8, size: 6 })}`,
    })}`
}

function cardsSection(uuid: string, editing: ActivityEditing): Html {
  const products = editing.products.map((product) => [String(product.id), `${product.id} ${product.name}（目录价 ${yuan(product.price)} 元）`] as const)
  const gifts = editing.gifts.map((gift) => [String(gift.id), `${gift.amount}${gift.unit} ${gift.name}`] as const)
  return html`<h2>优惠卡片</h2>
    <p class="muted">卡片售卖商品目录中的商品，活动价不高于目录价；划线价取商品目录的原价。已有用户下单的卡片不能删除。</p>
    ${rowForms({
      action: `/admin/campaigns/edit/${uuid}/cards`,
      kind: 'card',
      noun: '卡片',
      saved: editing.cards.map(formOfCard),
      typed: editing.typedCard,
      empty: EMPTY_CARD,
      legend: (card) => (card.id ? `卡片 #${card.id}` : '新增优惠卡片'),
      fields: (card) =>
        html`${choice('商品', 'product_id', products, card.product_id, '请选择')} ${choice('档位', 'tier', TIER_LABELS, card.tier)}
          ${field('后台备注名（页面显示商品名）', 'name', card.name, { maxlength: 20 })}<br />
          ${field('活动价（元）', 'price', card.price, { size: 10 })} ${choice('购买赠品', 'gift_id', gifts, card.gift_id, '无')}
          ${field('排序', 'sort', card.sort, { inputmode: 'numeric', size: 4 })}<br />
          ${textArea('额外卖点（商品目录所含已自动列出，每行一条）', 'features', card.features, { rows: 4, cols: 40 })}<br />`,
    })}`
}

/** What a visitor will see, from what is saved: the gifts, the cards at their price, the rules and the share card. */
function preview(form: ActivityForm, editing: ActivityEditing): Html {
  const product = (card: CardRow) => editing.products.find((item) => item.id === card.product_id)
  const discount = (card: CardRow) => {
    const listed = product(card)
    return listed && card.price < listPrice(listed) ? `${((card.price / listPrice(listed)) * 10).toFixed(1)} 折` : ''
  }
  const giftName = (id: number | null) => {
    const gift = editing.gifts.find((item) => item.id === id)
    return gift ? `${gift.amount}${gift.unit} ${gift.name}` : ''
  }
  const rules = form.rules.split(/\r?\n/).filter((line) => line.trim())
  return html`<h2>预览</h2>
    <div data-testid="admin-activity-preview-panel">
      <p><strong>${form.title}</strong> ${form.subtitle}</p>
      ${
        editing.gifts.length
          ? table(['赠品', '类型'], editing.gifts, (gift: GiftRow) => [`${gift.amount}${gift.unit} ${gift.name}`, GIFT_TYPE_LABELS[gift.type] ?? gift.type])
          : html`<p class="muted">没有赠品。</p>`
      }
      ${
        editing.cards.length
          ? table(['卡片', '活动价', '划线价', '折扣', '卖点', '购买赠品'], editing.cards, (card) => [
              `${card.name}（${TIER_LABELS[card.tier] ?? card.tier}）`,
              `¥${yuan(card.price)}`,
              `¥${yuan(card.original_price)}`,
              discount(card),
              (JSON.parse(card.features) as string[]).join('；'),
              giftName(card.gift_id),
            ])
          : html`<p class="muted">没有优惠卡片。</p>`
      }
      ${
        rules.length
          ? html`<ol>
              ${rules.map((line) => html`<li>${line}</li>`)}
            </ol>`
          : ''
      }
      <p>
        分享卡片：<strong>${form.share_title || form.title}</strong> · ${form.share_description || form.subtitle} ·
        <code>${form.share_link || activityLink({ family: form.family, uuid: form.uuid })}</code> · 缩略图
        <code>${form.share_thumbnail || SHARE_CARD_PATH}</code>
      </p>
    </div>`
}
