import {
  backgroundColorsAnswerSchema,
  backgroundColorToSolid,
  themesAnswerSchema,
} from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('catalogues', () => {
  it('lists at least 12 valid themes to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/themes' });
    expect(response.statusCode).toBe(200);
    const themes = themesAnswerSchema.parse(response.json()).data;
    expect(themes.length).toBeGreaterThanOrEqual(12);
  });

  it('lists at least 24 distinct background colours to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/background_colors' });
    expect(response.statusCode).toBe(200);
    const colours = backgroundColorsAnswerSchema.parse(response.json()).data;
    expect(colours.length).toBeGreaterThanOrEqual(24);
    expect(new Set(colours.map(backgroundColorToSolid)).size).toBe(colours.length);
  });

  it('seeds once: starting again adds nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/themes' })).json().data;
    await seedDatabase(t.app.db);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/themes' })).json().data;
    expect(after).toEqual(before);
  });
});
