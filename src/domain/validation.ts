/**
 * An ordinary address: something@something.something, one @, no spaces. Written as plain scans
 * rather than a regular expression so a pasted run of dots cannot make it backtrack: the time it
 * takes grows with the length of the text, never with its square.
 */
export function isEmail(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) !== -1) return false;
  const domain = text.slice(at + 1);
  // A dot with something on both sides of it.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
