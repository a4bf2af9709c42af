import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeDocument } from './charset.ts';

describe('decodeDocument', () => {
  it('follows the XML declaration over a wrong HTTP charset', () => {
    const bytes = iconv.encode('<?xml version="1.0" encoding="GB2312"?><t>播客</t>', 'gb2312');
    expect(decodeDocument(bytes, 'xml', 'text/xml; charset=utf-8')).toContain('播客');
  });

  it('reads ISO-8859-1 as Windows-1252 so smart quotes survive', () => {
    const bytes = Buffer.from([0x3c, 0x74, 0x3e, 0x93, 0x48, 0x69, 0x94, 0x20, 0xe9]);
    expect(decodeDocument(bytes, 'xml', 'application/rss+xml; charset=ISO-8859-1')).toBe(
      '<t>“Hi” é',
    );
  });

  it('lets a byte-order mark win and removes it', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<rss/>', 'utf16le')]);
    expect(decodeDocument(bytes, 'xml', 'text/xml; charset=iso-8859-1')).toBe('<rss/>');
  });

  it('takes the HTTP charset of a page first, then its meta tag', () => {
    const page = '<html><head><meta charset="big5"><title>臺灣</title></head></html>';
    const bytes = iconv.encode(page, 'big5');
    expect(decodeDocument(bytes, 'html', 'text/html')).toContain('臺灣');
    const http = iconv.encode('<title>Crème</title>', 'windows-1252');
    expect(decodeDocument(http, 'html', 'text/html; charset=windows-1252')).toContain('Crème');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    const bytes = Buffer.from('<?xml version="1.0" encoding="x-klingon"?><t>ü</t>');
    expect(decodeDocument(bytes, 'xml')).toContain('ü');
  });
});
