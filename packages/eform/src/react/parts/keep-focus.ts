/**
 * Props for an element that, pressed, leaves the focus where it was: in the text box beside it (a picker's
 * dropdown, a number box's chevrons) or in the editor with its selection (the rich-text toolbar).
 */
export const keepFocusOnPress = {
  onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
};
