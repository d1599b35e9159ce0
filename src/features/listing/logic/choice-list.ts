/** `names` with `name` chosen or not; a name is never listed twice. */
export function withChoice(names: readonly string[], name: string, chosen: boolean): string[] {
  const others = names.filter((other) => other !== name);
  return chosen ? [...others, name] : others;
}
