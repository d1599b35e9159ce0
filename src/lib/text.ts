/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}...` : text;
