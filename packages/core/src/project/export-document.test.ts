import { describe, expect, it } from 'vitest';
import { CLASSIC_TOKENS } from '../design/tokens.ts';
import { makePie } from '../pie/schema.ts';
import {
  EXPORT_FORMAT,
  importDocumentSchema,
  importedPage,
  projectExportSchema,
  toProjectExport,
} from './export-document.ts';
import { defaultProjectStyle } from './schema.ts';

const NOW = new Date('2030-01-02T03:04:05Z');
const project = {
  ...defaultProjectStyle(),
  solid_color: '#123456',
  artwork_cdnUrl: 'https://podpie.example/uploads/art.png',
  google_analytics_id: 'G-ABCDEF1',
  facebook_pixel_id: null,
  slug: 'dailypie',
};
const pies = [
  makePie({
    id: 12,
    main_type: 'LINK-INPUT',
    title: 'Site',
    link_value: 'https://a.example',
    sort_order: 2,
  }),
  makePie({
    id: 7,
    main_type: 'HEADER-TITLE',
    title: 'The Daily Pie',
    image_url: 'https://podpie.example/uploads/head.png',
    sort_order: 1,
    updated_at: '2030-01-01T00:00:00.000Z',
  }),
];

describe('a page as a document its owner keeps', () => {
  const exported = toProjectExport(project, pies, NOW);

  it('is versioned and valid against its own schema', () => {
    expect(exported.format).toBe(EXPORT_FORMAT);
    expect(exported.version).toBe(1);
    expect(exported.exported_at).toBe('2030-01-02T03:04:05.000Z');
    expect(projectExportSchema.parse(exported)).toEqual(exported);
  });

  it('holds the settings, the blocks and the upload addresses', () => {
    expect(exported.project).toMatchObject({
      solid_color: '#123456',
      google_analytics_id: 'G-ABCDEF1',
    });
    expect(exported.pies).toHaveLength(2);
    expect(exported.pies[0]).not.toHaveProperty('updated_at');
    expect(exported.uploads.sort()).toEqual([
      'https://podpie.example/uploads/art.png',
      'https://podpie.example/uploads/head.png',
    ]);
  });

  it('imports again as the same page with new block ids, in page order', () => {
    const page = importedPage(importDocumentSchema.parse(JSON.parse(JSON.stringify(exported))));
    expect(page.project).toMatchObject({ solid_color: '#123456' });
    expect(page.project).not.toHaveProperty('slug');
    expect(page.pies.map((pie) => [pie.id, pie.main_type])).toEqual([
      [-1, 'HEADER-TITLE'],
      [-2, 'LINK-INPUT'],
    ]);
  });

  it('a document exported before design tokens imports as a page without them, drawn as before', () => {
    const { design: _none, ...olderProject } = exported.project;
    const older = { ...exported, project: olderProject };
    const page = importedPage(importDocumentSchema.parse(JSON.parse(JSON.stringify(older))));
    expect(page.project).toMatchObject({ solid_color: '#123456', design: null });
  });

  it('a designed page keeps its tokens through export and import', () => {
    const design = { ...CLASSIC_TOKENS, theme: 'paper', font: 'editorial' as const };
    const designed = toProjectExport({ ...project, design }, pies, NOW);
    const page = importedPage(importDocumentSchema.parse(JSON.parse(JSON.stringify(designed))));
    expect(page.project.design).toEqual(design);
  });

  it('refuses a document with a bad field, naming it', () => {
    const broken = { ...exported, pies: [{ ...exported.pies[0], main_type: 'NOPE' }] };
    const result = projectExportSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pies', 0, 'main_type']);
  });
});

describe('a plain list of links (Linktree, LinkStack)', () => {
  it('becomes one link block per entry', () => {
    const page = importedPage(
      importDocumentSchema.parse({
        links: [
          { title: 'Website', url: 'https://pie.example' },
          { url: 'https://shop.example/merch' },
        ],
      }),
    );
    expect(page.pies).toEqual([
      {
        id: -1,
        main_type: 'LINK-INPUT',
        title: 'Website',
        link_value: 'https://pie.example',
        sort_order: 1,
      },
      {
        id: -2,
        main_type: 'LINK-INPUT',
        title: 'shop.example',
        link_value: 'https://shop.example/merch',
        sort_order: 2,
      },
    ]);
  });

  it('refuses a link that is not an http(s) address', () => {
    expect(
      importDocumentSchema.safeParse([{ title: 'x', url: 'javascript:alert(1)' }]).success,
    ).toBe(false);
  });
});
