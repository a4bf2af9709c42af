import { describe, expect, it } from 'vitest';
import { htmlToText, lineText } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps paragraphs as line breaks and drops tags', () => {
    expect(htmlToText('<p>One <b>bold</b> line.</p><p>Two<br>lines</p>')).toBe(
      'One bold line.\n\nTwo\nlines',
    );
  });

  it('removes scripts, styles and event handlers entirely', () => {
    const text = htmlToText('<p onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style>');
    expect(text).toBe('Hi');
  });

  it('decodes HTML entities, named and numeric', () => {
    expect(htmlToText('Fish &amp; chips&nbsp;&hellip; &#8217;&#x2014;')).toBe('Fish & chips … ’—');
  });

  it('leaves text that merely looks like markup readable', () => {
    expect(htmlToText('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(htmlToText('one two three four five', { maxLength: 12 })).toBe('one two…');
  });
});

describe('lineText', () => {
  it('collapses a title onto one line and drops invisible characters', () => {
    expect(lineText('  The\u2060 Crossing\n  Part\t2 ')).toBe('The Crossing Part 2');
  });

  it("drops the direction marks Apple's pages put around a title", () => {
    expect(lineText('\u200EThe Daily on Apple Podcasts\u200F')).toBe('The Daily on Apple Podcasts');
    expect(lineText('<title>\u202B\u200E Harbour Lights \u2069</title>')).toBe('Harbour Lights');
    // Inside a title they order right-to-left words and are kept.
    expect(lineText('שלום \u200Fworld')).toBe('שלום \u200Fworld');
  });

  it('gives null for nothing', () => {
    expect(lineText('   ')).toBeNull();
    expect(lineText(undefined)).toBeNull();
  });
});
