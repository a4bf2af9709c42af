import type { Dictionary } from '../dictionary.ts';

export const domains: Dictionary['domains'] = {
  title: '自定义域名',
  intro:
    '用你自己的地址展示页面，例如 links.myshow.com。在你的 DNS 服务商处创建下列记录，然后进行检查。',
  label: '域名',
  placeholder: 'links.myshow.com',
  connect: '连接域名',
  checkNow: '立即检查',
  remove: '移除域名',
  removeConfirm: '不再在 {{domain}} 展示你的页面？',
  primary: '主地址',
  primaryHelp: '域名生效期间，你的 Podpie 地址会将访客转到该域名。',
  records: '需要创建的 DNS 记录',
  recordType: '类型',
  recordName: '名称',
  recordValue: '值',
  copy: '复制',
  copied: '已复制',
  apexHint: '如果域名没有子域名，请创建 A/AAAA 记录，而不是 CNAME。',
  checkedAt: '上次检查：{{time}}',
  expiresAt: '如果在 {{time}} 前未完成验证，该域名将被释放。',
  qr: '{{domain}} 的二维码',
  state: {
    pending: '待验证',
    active: '已生效',
    failing: '异常',
  },
  reason: {
    notChecked: '尚未检查。请先创建记录，然后点击“立即检查”。',
    noPointer: '还没有 CNAME 或 A/AAAA 记录将该域名指向 {{target}}。',
    wrongPointer: '该域名指向了别处，而不是 {{target}}。',
    noTxt: '未找到 TXT 记录 {{name}}。',
    wrongTxt: 'TXT 记录 {{name}} 中没有本页面的令牌。',
    dnsUnreachable: 'DNS 服务器没有响应，我们稍后会重试。',
  },
  refused: {
    invalid: '请输入域名，例如 links.myshow.com。',
    ipLiteral: '请输入域名，而不是 IP 地址。',
    productHost: '这是 Podpie 自己的地址，请输入你自己的域名。',
    localhost: 'localhost 无法从互联网访问，请输入公开的域名。',
    reservedTld: '该顶级域名为保留名称，永远不会公开，请输入公开的域名。',
    singleLabel: '请输入带点的完整域名，例如 myshow.com。',
    taken: '该域名已连接到另一个页面。',
  },
  mail: {
    activeSubject: '你的页面已在 {{domain}} 上线',
    activeBody: '你的页面“{{title}}”现已在 https://{{domain}}/ 访问。',
    failingSubject: '你的域名 {{domain}} 不再指向你的页面',
    failingBody:
      '我们检查了你的页面“{{title}}”所用域名 {{domain}} 的 DNS 记录，发现它们已更改：{{reason}} 请修正记录，然后在页面设置中点击“立即检查”：{{settingsUrl}}',
  },
};
