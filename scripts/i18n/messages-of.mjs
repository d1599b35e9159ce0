// Prints the messages Lingui extracts from the files given (their ids as the catalogs write them),
// one JSON line each: `node scripts/i18n/messages-of.mjs src/features/cart/**/*.tsx`.
// Used to write a file's translations before the catalogs are extracted again.
import { readFileSync } from 'node:fs';

import linguiApi from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const { extractor } = linguiApi;

const config = getConfig({ skipValidation: true });
const seen = new Set();
for (const file of process.argv.slice(2)) {
  await extractor.extract(
    file,
    readFileSync(file, 'utf8'),
    (message) => {
      const key = `${message.context ?? ''}\u0004${message.message ?? message.id}`;
      if (seen.has(key)) return;
      seen.add(key);
      console.log(JSON.stringify({ message: message.message ?? message.id, context: message.context, file }));
    },
    { linguiConfig: config },
  );
}
