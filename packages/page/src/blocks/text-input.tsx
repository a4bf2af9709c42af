import type { BlockProps } from '../block-props.ts';
import { Frame } from '../frame.tsx';
import { descriptionStyle, titleStyle } from '../text-style.ts';

/** A subtitle and a paragraph; line breaks the owner typed are kept. */
export function TextInput({ pies, ctx }: BlockProps) {
  return pies.map((pie) => (
    <Frame key={pie.id} ctx={ctx} pie={pie} as="section" className="pp-text">
      {pie.title ? <h2 style={titleStyle(pie)}>{pie.title}</h2> : null}
      {pie.description ? <p style={descriptionStyle(pie)}>{pie.description}</p> : null}
    </Frame>
  ));
}
