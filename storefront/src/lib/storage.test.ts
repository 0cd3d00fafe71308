import { describe, expect, it } from 'vitest';
import { readStored } from './storage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

describe('stored browser data', () => {
  it('falls back instead of crashing on malformed or unexpected data', () => {
    localStorage.setItem('cartItems', '{not json');
    expect(readStored('cartItems', isNumberList, [])).toEqual([]);
    localStorage.setItem('cartItems', JSON.stringify({ items: 'old format' }));
    expect(readStored('cartItems', isNumberList, [])).toEqual([]);
    localStorage.setItem('cartItems', JSON.stringify([1, 2]));
    expect(readStored('cartItems', isNumberList, [])).toEqual([1, 2]);
    localStorage.clear();
  });
});
