import { describe, expect, it } from 'vitest';
import { directoryLinks } from './directory-links.ts';

describe('directory links from a podcast GUID', () => {
  it('opens Castamatic by the show GUID', () => {
    const links = directoryLinks({
      itunesId: null,
      rssFeed: null,
      podcastGuid: '917393E3-1B1E-5CEF-ACE4-EDAA54E1F810',
    });
    expect(links).toEqual([
      {
        name: 'CASTAMATIC',
        url: 'https://castamatic.com/guid/917393e3-1b1e-5cef-ace4-edaa54e1f810',
      },
    ]);
  });

  it('ignores a GUID that is not a UUID', () => {
    expect(directoryLinks({ itunesId: null, rssFeed: null, podcastGuid: '../../admin' })).toEqual(
      [],
    );
  });
});
