/** The value after `--name` on this script's command line, or `fallback` when it is not given. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
}
