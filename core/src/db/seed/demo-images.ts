import type { ProcessedImage } from '../../modules/uploads/image.processor';
import { loadSharp } from '../../shared/load-sharp';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shapes = {
  circle: (c: string) => `<circle cx="300" cy="250" r="140" fill="${c}"/>`,
  square: (c: string) => `<rect x="170" y="120" width="260" height="260" rx="24" fill="${c}"/>`,
  triangle: (c: string) => `<polygon points="300,100 460,390 140,390" fill="${c}"/>`,
  vase: (c: string) =>
    `<path d="M250 110 h100 v40 q90 60 70 170 q-20 80 -120 80 q-100 0 -120 -80 q-20 -110 70 -170 z" fill="${c}"/>`,
  heart: (c: string) =>
    `<path d="M300 390 C120 270 170 110 300 190 C430 110 480 270 300 390 z" fill="${c}"/>`,
};
export type Shape = keyof typeof shapes;

/** Renders our own SVG to WebP, ready for the uploads module to store with its copies (as an upload is). */
async function render(svg: string, width: number, height: number): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 80 }).toBuffer();
  return { file: { bytes, contentType: 'image/webp', extension: 'webp' }, width };
}

/** A product picture: the shop's colours, a simple shape and the product's name. */
export function productImage(
  title: string,
  shape: Shape,
  colors: { accent: string; light: string; text: string },
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${colors.light}"/>
    ${shapes[shape](colors.accent)}
    <text x="300" y="520" font-family="sans-serif" font-size="38" text-anchor="middle" fill="${colors.text}">${escapeXml(title)}</text>
  </svg>`;
  return render(svg, 600, 600);
}

/** A round logo with the shop's initials. */
export function logoImage(initials: string, colors: { brand: string; light: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    <circle cx="100" cy="100" r="96" fill="${colors.brand}"/>
    <text x="100" y="122" font-family="serif" font-size="64" text-anchor="middle" fill="${colors.light}">${escapeXml(initials)}</text>
  </svg>`;
  return render(svg, 200, 200);
}

/** A wide banner: diagonal stripes in the shop's colours. */
export function bannerImage(colors: { brand: string; accent: string }) {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 140 - 400}" y="-100" width="70" height="700" fill="${colors.accent}" opacity="0.35" transform="rotate(30)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300">
    <rect width="1200" height="300" fill="${colors.brand}"/>${stripes}
  </svg>`;
  return render(svg, 1200, 300);
}
