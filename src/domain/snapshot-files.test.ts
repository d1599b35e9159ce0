import { describe, expect, it } from 'vitest';

import { aProduct } from '../../tests/support/factories';
import { cutSnapshot } from './snapshot-files';

describe('cutSnapshot', () => {
  it('keeps card fields only, in id order, in files of the given size, with the newest updatedAt', () => {
    const products = [5, 1, 4, 2, 3].map((id) => aProduct({ id, updatedAt: 1000 + id * (id % 2 ? 10 : 1) }));
    const { watermark, chunks } = cutSnapshot(products, 2);
    expect(chunks.map((chunk) => chunk.map((card) => card.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks[0]?.[0]).not.toHaveProperty('description');
    expect(chunks[0]?.[0]).not.toHaveProperty('specifications');
    expect(watermark).toBe(1050);
  });

  it('cuts a first file of 250, for the first screen, and later ones of 3,500', () => {
    const products = Array.from({ length: 4000 }, (_, at) => aProduct({ id: at + 1 }));
    expect(cutSnapshot(products).chunks.map((chunk) => chunk.length)).toEqual([250, 3500, 250]);
  });

  it('cuts an empty catalog into no files and watermark 0', () => {
    expect(cutSnapshot([])).toEqual({ watermark: 0, chunks: [] });
  });
});
