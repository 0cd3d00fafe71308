import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidths, sizedImageUrl, widthsMark } from './image-widths';

const STEM = '0123456789abcdef01234567';

describe('image widths in an upload’s name', () => {
  it('reads the widths of a local or stored-elsewhere upload and names each copy beside it', () => {
    for (const base of ['/uploads', 'https://cdn.example.se/uploads']) {
      const url = `${base}/${STEM}${widthsMark([320, 640, 1500])}.webp`;
      expect(imageWidths(url)).toEqual([320, 640, 1500]);
      expect(sizedImageUrl(url, 640)).toBe(`${base}/${STEM}.w320-640-1500-w640.webp`);
      expect(sizedImageUrl(url, 1500)).toBe(url);
      expect(imageSrcSet(url)).toBe(
        `${base}/${STEM}.w320-640-1500-w320.webp 320w, ${base}/${STEM}.w320-640-1500-w640.webp 640w, ${url} 1500w`,
      );
    }
  });

  it('finds no copies for older uploads, a copy itself, or an outside URL that only looks alike', () => {
    for (const url of [
      `/uploads/${STEM}.webp`,
      `/uploads/${STEM}.w320-640-w320.webp`,
      'https://example.com/photos/summer.w320-640.webp',
      '',
    ]) {
      expect(imageWidths(url)).toEqual([]);
      expect(imageSrcSet(url)).toBeUndefined();
      expect(sizedImageUrl(url, 320)).toBe(url);
    }
  });
});
