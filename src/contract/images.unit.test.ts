import { describe, expect, it } from 'vitest';
import { absoluteImageAddress, imageAddressSchema, isImageAddress, uploadIdOf } from './images';
import { createProductSchema } from './products';

const id = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('image addresses', () => {
  it('are our uploads (/media/{id}) or https:// addresses, nothing else', () => {
    expect(uploadIdOf(`/media/${id}`)).toBe(id);
    for (const address of [`/media/${id}`, 'https://cdn.example.com/logo.png']) {
      expect(isImageAddress(address), address).toBe(true);
    }
    for (const address of [
      'http://cdn.example.com/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/media/short',
      `/media/${id}/x`,
      `//evil.example/media/${id}`,
      `/api/media/${id}`,
      'https://',
      '',
    ]) {
      expect(isImageAddress(address), address).toBe(false);
    }
  });

  it('say what the field wants', () => {
    const schema = imageAddressSchema('Logo must be an https:// image address', 'Too long');
    expect(schema.safeParse(` /media/${id} `).data).toBe(`/media/${id}`);
    expect(schema.safeParse('http://x.example/a.png').error?.issues[0]?.message).toBe(
      'Logo must be an https:// image address',
    );
    expect(schema.safeParse(`https://x.example/${'a'.repeat(500)}`).error?.issues[0]?.message).toBe(
      'Too long',
    );
  });

  it("clear an emptied product image and keep an upload's path", () => {
    const base = { name: 'Serum', price: '10' };
    expect(createProductSchema.parse({ ...base, imageUrl: '' }).imageUrl).toBeNull();
    expect(createProductSchema.parse({ ...base, imageUrl: `/media/${id}` }).imageUrl).toBe(`/media/${id}`);
    expect(createProductSchema.safeParse({ ...base, imageUrl: 'not an address' }).success).toBe(false);
  });

  it('become whole addresses for email and search engines', () => {
    expect(absoluteImageAddress(`/media/${id}`, 'https://book.example.com')).toBe(
      `https://book.example.com/media/${id}`,
    );
    expect(absoluteImageAddress('https://cdn.example.com/a.png', 'https://book.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
  });
});
