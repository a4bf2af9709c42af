// What the device list shows of a User-Agent header: the kind of device, the browser and the
// system, read by a few patterns. Nothing is looked up outside; an unknown agent shows as such.

export type DeviceKind = 'desktop' | 'phone' | 'tablet' | 'other';
export type DeviceDescription = {
  client: DeviceKind;
  browser: string | null;
  system: string | null;
};

const major = (version: string | undefined) => version?.split(/[._]/)[0];
const named = (name: string, version: string | undefined) =>
  version ? `${name} ${major(version)}` : name;

// Order matters: Edge and Opera say Chrome too, Chrome says Safari too.
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/curl\/([\d.]+)/, 'curl'],
];

function systemOf(agent: string): string | null {
  const ios = /(?:iPhone|iPod).*? OS ([\d_]+)/.exec(agent);
  if (ios) return named('iOS', ios[1]);
  const ipad = /iPad.*? OS ([\d_]+)/.exec(agent);
  if (ipad) return named('iPadOS', ipad[1]);
  const android = /Android ([\d.]+)/.exec(agent);
  if (android) return named('Android', android[1]);
  if (/Android/.test(agent)) return 'Android';
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Windows NT/.test(agent)) return 'Windows';
  const mac = /Mac OS X ([\d_]+)/.exec(agent);
  if (mac) return 'macOS';
  if (/Linux/.test(agent)) return 'Linux';
  return null;
}

function kindOf(agent: string, system: string | null): DeviceKind {
  if (/iPad|Tablet/.test(agent) || (system?.startsWith('Android') && !/Mobile/.test(agent))) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod/.test(agent)) return 'phone';
  if (system !== null) return 'desktop';
  return 'other';
}

/** The device list's description of a User-Agent header (null or empty: nothing known). */
export function describeUserAgent(agent: string | null | undefined): DeviceDescription {
  if (!agent) return { client: 'other', browser: null, system: null };
  const system = systemOf(agent);
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) {
      browser = named(name, match[1]);
      break;
    }
  }
  return { client: kindOf(agent, system), browser, system };
}
