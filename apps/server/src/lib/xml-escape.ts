/** Text made safe inside XML or SVG, attributes included: the five special characters as numbers. */
export const xmlEscape = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
