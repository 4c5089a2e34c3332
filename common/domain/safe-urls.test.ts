import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isAllowedImageUrl, isSafeLinkUrl, linkUrlSchema } from './safe-urls';

describe('image addresses', () => {
  it('takes none, the workspace’s stored images and the built-in set', () => {
    for (const url of [
      '',
      '/api/v1/images/3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
      '/images/covers/ashen-crown.svg',
      '/images/covers/default-novel.svg',
      '/images/assets/missing-crown-sketch.svg',
      '/images/avatars/elena-voss.svg',
    ]) {
      expect([url, isAllowedImageUrl(url)]).toEqual([url, true]);
    }
  });

  it('refuses outside hosts, data:, javascript: and paths that climb', () => {
    for (const url of [
      'https://example.com/a.png',
      '//example.com/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/images/../api/v1/profile',
      '/api/v1/images/../profile',
      '/images/covers/a.svg?x=1',
    ]) {
      expect([url, isAllowedImageUrl(url)]).toEqual([url, false]);
    }
    expect(imageUrlSchema.safeParse('https://example.com/a.png').error?.issues[0]?.message).toBe(
      'An image must be uploaded to this workspace or be one of the built-in images (not an outside address)',
    );
  });
});

describe('links', () => {
  it('takes http, https and mailto only', () => {
    expect(isSafeLinkUrl('https://example.com')).toBe(true);
    expect(isSafeLinkUrl('http://example.com')).toBe(true);
    expect(isSafeLinkUrl('mailto:a@example.com')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'example.com',
      'JaVaScRiPt:x',
    ]) {
      expect([url, isSafeLinkUrl(url)]).toEqual([url, false]);
    }
    expect(linkUrlSchema.safeParse('').success).toBe(true);
    expect(linkUrlSchema.safeParse(`https://example.com/${'a'.repeat(2028)}`).success).toBe(true);
    expect(linkUrlSchema.safeParse(`https://example.com/${'a'.repeat(2029)}`).success).toBe(false);
  });
});
