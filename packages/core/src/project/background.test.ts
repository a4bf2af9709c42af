import { describe, expect, it } from 'vitest';
import type { Theme } from '../entities/theme.ts';
import {
  chooseGradientDegree,
  chooseGradientEnd,
  chooseGradientStart,
  chooseSolidColour,
  linearGradientCss,
  removeBackgroundImage,
  selectTheme,
  setBackgroundImage,
} from './background.ts';
import { defaultProjectStyle, type ProjectStyle } from './schema.ts';

const themed: ProjectStyle = {
  ...defaultProjectStyle(),
  selected_theme_id: 7,
  background_type: 'LINEAR-GRADIENT',
  gradient_color_from: '#112233',
  gradient_color_to: '#445566',
  linear_gradient: 'linear-gradient(180deg, #112233, #445566)',
};

const sunset: Theme = {
  id: 3,
  theme_name: 'Sunset',
  background_type: 'LINEAR-GRADIENT',
  solid_color: null,
  degree: 90,
  gradient_color_from: '#ff7e5f',
  gradient_color_to: '#feb47b',
  text_color: '#000000',
  button_color: '#ffffff',
  button_text_color: '#ff7e5f',
};

describe('background rules', () => {
  it('choosing a solid colour sets SOLID, resets gradient and theme and derives text colour', () => {
    const light = chooseSolidColour(themed, '#f5f5f5');
    expect(light).toMatchObject({
      background_type: 'SOLID',
      solid_color: '#f5f5f5',
      gradient_color_from: null,
      gradient_color_to: null,
      linear_gradient: null,
      selected_theme_id: null,
      text_color: '#000000',
    });
    expect(chooseSolidColour(themed, '#202020').text_color).toBe('#ffffff');
  });

  it('choosing a gradient start sets LINEAR-GRADIENT and clears the theme', () => {
    const style = chooseGradientStart(
      { ...defaultProjectStyle(), selected_theme_id: 2 },
      '#000011',
    );
    expect(style).toMatchObject({
      background_type: 'LINEAR-GRADIENT',
      gradient_color_from: '#000011',
      selected_theme_id: null,
      linear_gradient: null,
    });
  });

  it('choosing both gradient colours draws the gradient at the chosen angle', () => {
    const style = chooseGradientEnd(
      chooseGradientStart(defaultProjectStyle(), '#000011'),
      '#ffeeee',
    );
    expect(style.linear_gradient).toBe('linear-gradient(180deg, #000011, #ffeeee)');
    expect(chooseGradientEnd(themed, '#abcdef').selected_theme_id).toBeNull();
    expect(chooseGradientDegree(style, 45).linear_gradient).toBe(
      'linear-gradient(45deg, #000011, #ffeeee)',
    );
    expect(chooseGradientDegree(style, -90).degree).toBe(270);
  });

  it('a gradient colour shorter than 5 characters draws no gradient', () => {
    expect(linearGradientCss(180, '#fff', '#000000')).toBeNull();
  });

  it('uploading an image sets IMAGE; removing it sets COLOR', () => {
    const withImage = setBackgroundImage(themed, {
      uuid: 'u1',
      cdnUrl: 'https://cdn.example.com/u1.jpg',
      originalUrl: 'https://cdn.example.com/u1-original.jpg',
      mimeType: 'image/jpeg',
    });
    expect(withImage).toMatchObject({
      background_type: 'IMAGE',
      background_image_uuid: 'u1',
      background_image_cdnUrl: 'https://cdn.example.com/u1.jpg',
      background_image_mime_type: 'image/jpeg',
    });
    expect(removeBackgroundImage(withImage)).toMatchObject({
      background_type: 'COLOR',
      background_image_uuid: null,
      background_image_cdnUrl: null,
      background_image_originalUrl: null,
      background_image_mime_type: null,
    });
  });

  it('selecting a theme applies its colours and remembers it', () => {
    const style = selectTheme(defaultProjectStyle(), sunset);
    expect(style).toMatchObject({
      selected_theme_id: 3,
      background_type: 'LINEAR-GRADIENT',
      degree: 90,
      text_color: '#000000',
      button_color: '#ffffff',
      button_text_color: '#ff7e5f',
      solid_color: '#424242',
      linear_gradient: 'linear-gradient(90deg, #ff7e5f, #feb47b)',
    });
    const solid = selectTheme(defaultProjectStyle(), {
      ...sunset,
      background_type: 'SOLID',
      solid_color: '#123456',
    });
    expect(solid.solid_color).toBe('#123456');
  });

  it('text reads on a gradient (both stops), over an image, and on the colour left after it', () => {
    const light = { ...defaultProjectStyle(), text_color: '#ffffff' };
    const gradient = chooseGradientEnd(chooseGradientStart(light, '#fff8dc'), '#e0f7ff');
    expect(gradient.text_color).toBe('#000000');
    const dark = chooseGradientEnd(chooseGradientStart(gradient, '#0b1020'), '#2a1050');
    expect(dark.text_color).toBe('#ffffff');
    const image = {
      uuid: 'u',
      cdnUrl: 'https://cdn/x.jpg',
      originalUrl: 'https://o/x.jpg',
      mimeType: 'image/jpeg',
    };
    const onImage = setBackgroundImage({ ...gradient, text_color: '#000000' }, image);
    expect(onImage.text_color).toBe('#ffffff');
    const removed = removeBackgroundImage({ ...onImage, solid_color: '#eeeeee' });
    expect(removed.text_color).toBe('#000000');
  });
});
