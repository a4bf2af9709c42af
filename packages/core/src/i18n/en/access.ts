/** What screen readers hear in the editor: moving blocks, colour swatches, icon-only buttons. */
export const access = {
  drag: {
    instructions:
      'To move a block, press Space to pick it up, the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
    pickedUp: "Picked up '{{block}}', at position {{position}} of {{total}}",
    moved: "Moved '{{block}}' to position {{position}} of {{total}}",
    dropped: "Dropped '{{block}}' at position {{position}} of {{total}}",
    cancelled: "Cancelled moving '{{block}}', back at position {{position}} of {{total}}",
  },
  colour: {
    /** A swatch that opens the colour picker for one field. */
    picker: '{{field}}: choose a colour, now {{colour}}',
    none: 'none',
    /** A ready-made background colour. */
    background: 'Background colour {{colour}}',
  },
};
