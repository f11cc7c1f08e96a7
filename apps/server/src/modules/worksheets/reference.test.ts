import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractImageText } from './reference.service';

describe('reference OCR', () => {
  it('reads printed text from an image with the local language data (no network)', async () => {
    // A page-like image: black text on white, rendered by sharp from SVG.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300">
      <rect width="100%" height="100%" fill="white"/>
      <text x="40" y="120" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">Photosynthesis needs sunlight</text>
      <text x="40" y="220" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">and chlorophyll in leaves</text>
    </svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const text = (await extractImageText(png)).toLowerCase();
    expect(text).toContain('photosynthesis');
    expect(text).toContain('sunlight');
    expect(text).toContain('chlorophyll');
  }, 60_000);
});
