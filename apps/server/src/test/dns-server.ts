// A tiny authoritative DNS server on 127.0.0.1 for tests: answers A, AAAA, CNAME and TXT
// questions from records the test sets, so domain verification runs through real node:dns
// lookups without reaching the internet. Names it does not hold answer NXDOMAIN.
import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4 } from 'node:net';

export type TestRecords = { A?: string[]; AAAA?: string[]; CNAME?: string; TXT?: string[] };

const TYPE = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;
const TTL = 1;

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter((label) => label !== '')
    .map((label) => {
      const bytes = Buffer.from(label, 'ascii');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** The question's name and where the question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | null {
  let at = 12;
  const labels: string[] = [];
  while (at < query.length) {
    const length = query[at] ?? 0;
    at += 1;
    if (length === 0) break;
    if (length > 63) return null;
    labels.push(query.subarray(at, at + length).toString('ascii'));
    at += length;
  }
  if (at + 4 > query.length) return null;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at), end: at + 4 };
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const bytes = Buffer.alloc(16);
  for (const [index, group] of groups.entries()) {
    bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  }
  return bytes;
}

function record(name: string, type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2);
  fixed.writeUInt32BE(TTL, 4);
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([encodeName(name), fixed, data]);
}

function dataOf(type: number, value: string): Buffer {
  if (type === TYPE.A) return Buffer.from(value.split('.').map(Number));
  if (type === TYPE.AAAA) return ipv6Bytes(value);
  if (type === TYPE.CNAME) return encodeName(value);
  const text = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([text.length]), text]);
}

export type TestDnsServer = {
  /** "127.0.0.1:<port>", for DOMAIN_DNS_SERVERS. */
  address: string;
  port: number;
  /** Replaces what `name` answers; undefined removes the name (NXDOMAIN). */
  set(name: string, records: TestRecords | undefined): void;
  /** While true, every question is answered SERVFAIL (the DNS "cannot be asked"). */
  failing: boolean;
  close(): Promise<void>;
};

export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const zone = new Map<string, TestRecords>();
  const socket = createSocket('udp4');
  const server: TestDnsServer = {
    address: '',
    port: 0,
    failing: false,
    set(name, records) {
      if (records) zone.set(name.toLowerCase(), records);
      else zone.delete(name.toLowerCase());
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };

  const answersFor = (name: string, type: number, depth = 0): Buffer[] => {
    const records = zone.get(name);
    if (!records || depth > 4) return [];
    if (records.CNAME && type !== TYPE.CNAME) {
      const target = records.CNAME.toLowerCase();
      return [
        record(name, TYPE.CNAME, dataOf(TYPE.CNAME, target)),
        ...answersFor(target, type, depth + 1),
      ];
    }
    const values =
      type === TYPE.A
        ? (records.A ?? []).filter((value) => isIPv4(value))
        : type === TYPE.AAAA
          ? (records.AAAA ?? [])
          : type === TYPE.CNAME
            ? records.CNAME
              ? [records.CNAME]
              : []
            : type === TYPE.TXT
              ? (records.TXT ?? [])
              : [];
    return values.map((value) => record(name, type, dataOf(type, value)));
  };

  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    const question = readQuestion(query);
    if (!question || query.length < 12) return;
    const answers = server.failing ? [] : answersFor(question.name, question.type);
    const known = zone.has(question.name);
    const rcode = server.failing ? 2 : known ? 0 : 3;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response, authoritative, recursion available, echoing "recursion desired".
    header.writeUInt16BE(0x8480 | (query.readUInt16BE(2) & 0x0100) | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, query.subarray(12, question.end), ...answers]);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  server.port = socket.address().port;
  server.address = `127.0.0.1:${server.port}`;
  return server;
}
