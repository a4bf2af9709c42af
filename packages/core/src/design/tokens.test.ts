import { describe, expect, it } from 'vitest';
import { projectBodySchema, projectStyleSchema } from '../project/schema.ts';
import { CLASSIC_TOKENS, tokensOf } from './tokens.ts';

const tokens = { ...CLASSIC_TOKENS, font: 'grotesk' };

describe('design tokens', () => {
  it('a project without tokens keeps null and draws with the classic ones', () => {
    const project = projectStyleSchema.parse({});
    expect(project.design).toBeNull();
    expect(tokensOf(project)).toEqual(CLASSIC_TOKENS);
  });

  it('a full set of tokens is accepted as sent', () => {
    expect(projectBodySchema.parse({ design: tokens }).design).toEqual(tokens);
  });

  it.each([
    ['font', { font: 'comic-sans' }],
    ['button_shape', { button_shape: 'star' }],
    ['button_style', { button_style: 'glow' }],
    ['card_radius', { card_radius: 99 }],
    ['profile', { profile: 'circle' }],
    ['spacing', { spacing: 'huge' }],
  ])('a bad %s is refused naming the field, with a translatable message', (field, bad) => {
    const result = projectBodySchema.safeParse({ design: { ...tokens, ...bad } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['design', field],
      message: 'messages:validation.invalidDesign',
    });
  });

  it('an unknown token is refused rather than stored', () => {
    expect(projectBodySchema.safeParse({ design: { ...tokens, glitter: true } }).success).toBe(
      false,
    );
  });
});
