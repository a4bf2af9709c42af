import type { UploadAnswer } from '../api/uploads.ts';
import { lightestUnderOverlay, readableTextOver } from '../contrast/contrast.ts';
import type { Theme } from '../entities/theme.ts';
import { isColourSet } from './colour-set.ts';
import type { ProjectStyle } from './schema.ts';
import { textColourFor } from './text-colour.ts';

/** What the image upload service answers for an uploaded file. */
export type UploadedImage = UploadAnswer;

/** The CSS value of a gradient, or null until both colours are set. */
export function linearGradientCss(
  degree: number,
  from: string | null,
  to: string | null,
): string | null {
  if (!isColourSet(from) || !isColourSet(to)) return null;
  return `linear-gradient(${degree}deg, ${from}, ${to})`;
}

const withGradient = (style: ProjectStyle): ProjectStyle => ({
  ...style,
  linear_gradient: linearGradientCss(
    style.degree,
    style.gradient_color_from,
    style.gradient_color_to,
  ),
});

/** A gradient the owner builds gets text that reads over both of its stops. */
const withGradientText = (style: ProjectStyle): ProjectStyle => {
  const { gradient_color_from: from, gradient_color_to: to } = style;
  if (!isColourSet(from) || !isColourSet(to)) return style;
  return { ...style, text_color: readableTextOver([from, to]) };
};

/**
 * Choosing a solid colour sets SOLID, resets the gradient and the theme, and derives the text
 * colour (black on light colours, else white).
 */
export function chooseSolidColour(style: ProjectStyle, colour: string): ProjectStyle {
  return {
    ...style,
    background_type: 'SOLID',
    solid_color: colour,
    gradient_color_from: null,
    gradient_color_to: null,
    linear_gradient: null,
    selected_theme_id: null,
    text_color: textColourFor(colour),
  };
}

/** Choosing a gradient start sets LINEAR-GRADIENT and clears the theme. */
export function chooseGradientStart(style: ProjectStyle, colour: string): ProjectStyle {
  return withGradientText(
    withGradient({
      ...style,
      background_type: 'LINEAR-GRADIENT',
      gradient_color_from: colour,
      selected_theme_id: null,
    }),
  );
}

/** Choosing a gradient end colour clears the theme. */
export function chooseGradientEnd(style: ProjectStyle, colour: string): ProjectStyle {
  return withGradientText(
    withGradient({ ...style, gradient_color_to: colour, selected_theme_id: null }),
  );
}

/** Turning the gradient keeps the colours and redraws it at the new angle. */
export function chooseGradientDegree(style: ProjectStyle, degree: number): ProjectStyle {
  const turned = ((Math.round(degree) % 360) + 360) % 360;
  return withGradient({ ...style, degree: turned, selected_theme_id: null });
}

/** Uploading a background image sets IMAGE; text must read through the 70% overlay. */
export function setBackgroundImage(style: ProjectStyle, image: UploadedImage): ProjectStyle {
  return {
    ...style,
    text_color: readableTextOver(['#000000', lightestUnderOverlay()]),
    background_type: 'IMAGE',
    background_image_uuid: image.uuid,
    background_image_cdnUrl: image.cdnUrl,
    background_image_originalUrl: image.originalUrl,
    background_image_mime_type: image.mimeType,
  };
}

/** Removing the background image sets COLOR, forgets the image and reads on the solid colour. */
export function removeBackgroundImage(style: ProjectStyle): ProjectStyle {
  return {
    ...style,
    text_color: textColourFor(style.solid_color),
    background_type: 'COLOR',
    background_image_uuid: null,
    background_image_cdnUrl: null,
    background_image_originalUrl: null,
    background_image_mime_type: null,
  };
}

/** Selecting a theme applies all its colours and remembers which theme it was. */
export function selectTheme(style: ProjectStyle, theme: Theme): ProjectStyle {
  return withGradient({
    ...style,
    selected_theme_id: theme.id,
    background_type: theme.background_type,
    solid_color: theme.solid_color ?? style.solid_color,
    degree: theme.degree,
    gradient_color_from: theme.gradient_color_from,
    gradient_color_to: theme.gradient_color_to,
    text_color: theme.text_color,
    button_color: theme.button_color,
    button_text_color: theme.button_text_color,
  });
}
