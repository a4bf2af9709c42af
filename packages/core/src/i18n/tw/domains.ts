import type { Dictionary } from '../dictionary.ts';

export const domains: Dictionary['domains'] = {
  title: '自訂網域',
  intro:
    '用你自己的網址展示頁面，例如 links.myshow.com。在你的 DNS 服務商處建立下列記錄，然後進行檢查。',
  label: '網域',
  placeholder: 'links.myshow.com',
  connect: '連接網域',
  checkNow: '立即檢查',
  remove: '移除網域',
  removeConfirm: '不再於 {{domain}} 展示你的頁面？',
  primary: '主要網址',
  primaryHelp: '網域生效期間，你的 Podpie 網址會將訪客轉到該網域。',
  records: '需要建立的 DNS 記錄',
  recordType: '類型',
  recordName: '名稱',
  recordValue: '值',
  copy: '複製',
  copied: '已複製',
  apexHint: '如果網域沒有子網域，請建立 A/AAAA 記錄，而不是 CNAME。',
  checkedAt: '上次檢查：{{time}}',
  expiresAt: '如果在 {{time}} 前未完成驗證，該網域將被釋出。',
  qr: '{{domain}} 的 QR 碼',
  state: {
    pending: '待驗證',
    active: '已生效',
    failing: '異常',
  },
  reason: {
    notChecked: '尚未檢查。請先建立記錄，然後點選「立即檢查」。',
    noPointer: '還沒有 CNAME 或 A/AAAA 記錄將該網域指向 {{target}}。',
    wrongPointer: '該網域指向了別處，而不是 {{target}}。',
    noTxt: '找不到 TXT 記錄 {{name}}。',
    wrongTxt: 'TXT 記錄 {{name}} 中沒有本頁面的權杖。',
    dnsUnreachable: 'DNS 伺服器沒有回應，我們稍後會重試。',
  },
  refused: {
    invalid: '請輸入網域，例如 links.myshow.com。',
    ipLiteral: '請輸入網域，而不是 IP 位址。',
    productHost: '這是 Podpie 自己的網址，請輸入你自己的網域。',
    localhost: 'localhost 無法從網際網路存取，請輸入公開的網域。',
    reservedTld: '該頂級網域為保留名稱，永遠不會公開，請輸入公開的網域。',
    singleLabel: '請輸入帶點的完整網域，例如 myshow.com。',
    taken: '該網域已連接到另一個頁面。',
  },
  mail: {
    activeSubject: '你的頁面已在 {{domain}} 上線',
    activeBody: '你的頁面「{{title}}」現已可在 https://{{domain}}/ 瀏覽。',
    failingSubject: '你的網域 {{domain}} 不再指向你的頁面',
    failingBody:
      '我們檢查了你的頁面「{{title}}」所用網域 {{domain}} 的 DNS 記錄，發現它們已變更：{{reason}} 請修正記錄，然後在頁面設定中點選「立即檢查」：{{settingsUrl}}',
  },
};
