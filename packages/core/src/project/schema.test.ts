import { describe, expect, it } from 'vitest';
import { defaultProjectStyle, projectSettingsSchema } from './schema.ts';

describe('project defaults', () => {
  it('text #ffffff, button text #000000, button #D5DBE4, solid #424242, QR 200/L/black', () => {
    expect(defaultProjectStyle()).toMatchObject({
      text_color: '#ffffff',
      button_text_color: '#000000',
      button_color: '#D5DBE4',
      solid_color: '#424242',
      background_type: 'SOLID',
      qr_size: 200,
      qr_level: 'L',
      qr_color: '#000000',
    });
  });
});

describe('embed and sharing analytics settings', () => {
  it('accepts a Google Analytics id and a Facebook pixel id', () => {
    expect(
      projectSettingsSchema.parse({
        google_analytics_id: 'G-ABC1234',
        facebook_pixel_id: '1234567',
      }),
    ).toEqual({ google_analytics_id: 'G-ABC1234', facebook_pixel_id: '1234567' });
  });

  it('an empty id means none', () => {
    expect(projectSettingsSchema.parse({ google_analytics_id: '', facebook_pixel_id: '' })).toEqual(
      {
        google_analytics_id: null,
        facebook_pixel_id: null,
      },
    );
  });

  it('refuses ids of the wrong shape', () => {
    expect(projectSettingsSchema.safeParse({ facebook_pixel_id: 'px-1' }).success).toBe(false);
    expect(projectSettingsSchema.safeParse({ google_analytics_id: 'ga' }).success).toBe(false);
  });
});
