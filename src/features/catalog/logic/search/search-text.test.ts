import { describe, expect, it } from 'vitest';

import { foldText, indexWordsOf, wordsAt, wordsOf } from './search-text';

describe('search text', () => {
  it('folds case and accents one character at a time, keeping every place', () => {
    expect(foldText('Éclair CAFÉ Ångström')).toBe('eclair cafe angstrom');
    expect(foldText('Straße')).toHaveLength('Straße'.length);
    expect(foldText('A😀b')).toBe('a😀b');
  });

  it('cuts words at anything that is not a letter or a digit, giving their places in the text', () => {
    expect(wordsAt('Apple iPhone 16 (256GB)')).toEqual([
      { word: 'apple', start: 0, end: 5 },
      { word: 'iphone', start: 6, end: 12 },
      { word: '16', start: 13, end: 15 },
      { word: '256gb', start: 17, end: 22 },
    ]);
    expect(wordsOf('  Wi-Fi 6E, Señor  ')).toEqual(['wi', 'fi', '6e', 'senor']);
    expect(wordsOf('—/ ')).toEqual([]);
    // The edges of digits and letters, and the signs beside them.
    expect(wordsOf('/0:9@A[Z`a{z\u007f')).toEqual(['0', '9', 'a', 'z', 'a', 'z']);
  });

  it('indexes words joined by a hyphen or a slash also written together', () => {
    expect(indexWordsOf('iPad Wi-Fi')).toEqual(['ipad', 'wi', 'fi', 'wifi']);
    expect(indexWordsOf('X1-Carbon-Gen 12 16GB/1TB')).toEqual([
      'x1',
      'carbon',
      'gen',
      '12',
      '16gb',
      '1tb',
      'x1carbongen',
      '16gb1tb',
    ]);
    expect(indexWordsOf('Sony - Bravia')).toEqual(['sony', 'bravia']);
    expect(indexWordsOf('USB-C')).toEqual(['usb', 'c', 'usbc']);
  });
});
