import { describe, expect, it } from 'vitest';
import { productIdOf, specBody, specColumns } from './product-edit-model';

describe('product editor model', () => {
  it('offers rent columns for rentals, the sale price for sales and both for 租购', () => {
    const keys = (type: string) => specColumns(type).map((column) => column.key);
    expect(keys('1')).toEqual(['specName', 'leaseDays', 'rentPriceDay', 'deposit', 'marketPrice', 'stock', 'sort']);
    expect(keys('2')).toEqual(['specName', 'salePrice', 'marketPrice', 'stock', 'sort']);
    expect(keys('3')).toContain('leaseDays');
    expect(keys('3')).toContain('salePrice');
  });

  it('sends the spec fields only, empty cells as null', () => {
    expect(specBody([{ id: 'tmp-1', specName: '256G', stock: 3, deposit: '', extra: 1 }])).toEqual([
      {
        specName: '256G',
        leaseDays: null,
        rentPriceDay: null,
        deposit: null,
        salePrice: null,
        marketPrice: null,
        stock: 3,
        sort: null,
      },
    ]);
  });

  it('reads the product id of the editor URL', () => {
    expect(productIdOf('?id=abc')).toBe('abc');
    expect(productIdOf('')).toBeNull();
    expect(productIdOf('?id=%20')).toBeNull();
  });
});
