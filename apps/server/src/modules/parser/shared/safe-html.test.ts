import { describe, expect, it } from 'vitest';
import { safeNotesHtml } from './safe-html.ts';

describe('show notes as safe HTML', () => {
  it('keeps paragraphs, lists and http links, and nothing that runs', () => {
    const html = safeNotesHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><ul><li><a href="/guest" onmouseover="y">Guest</a></li></ul><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><style>p{}</style>',
      'https://show.example/feed.xml',
    );
    expect(html).toBe(
      '<p>Hi <b>there</b></p><ul><li><a href="https://show.example/guest" rel="nofollow ugc noopener">Guest</a></li></ul>bad',
    );
  });

  it('escapes text again and closes what the notes left open', () => {
    expect(safeNotesHtml('<p>1 &lt; 2 &amp; <em>so', null)).toBe(
      '<p>1 &lt; 2 &amp; <em>so</em></p>',
    );
  });

  it('turns plain-text notes into paragraphs', () => {
    expect(safeNotesHtml('First line\nsecond 1 < 2\n\nNext', null)).toBe(
      '<p>First line<br>second 1 &lt; 2</p><p>Next</p>',
    );
  });

  it('gives nothing for empty notes', () => {
    expect(safeNotesHtml('<p> </p><script>x</script>', null)).toBeNull();
    expect(safeNotesHtml(undefined, null)).toBeNull();
  });

  it('drops the invisible joiners some hosts put between words', () => {
    expect(safeNotesHtml('<p>Lincoln\u2060’s\u200B legacy</p>', null)).toBe(
      '<p>Lincoln’s legacy</p>',
    );
    expect(safeNotesHtml('\uFEFF\u2060', null)).toBeNull();
  });
});
