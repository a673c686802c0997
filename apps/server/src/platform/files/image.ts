import sharp from 'sharp';
import { badRequest } from '../errors/app-error.ts';

export type ImageRules = {
  /** Longest side in pixels; larger images are scaled down, smaller ones are left as they are. */
  maxSide: number;
  /** Photos become JPEG (small, no transparency); a logo would keep PNG's transparency. */
  format: 'jpeg' | 'png';
};

export type Image = { data: Buffer; mimeType: 'image/jpeg' | 'image/png' };

// A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded image and encodes it anew: whatever rode along after the image data (HTML,
 * a script, a second file) or inside its metadata (EXIF with GPS, comments) is gone, and the size is
 * capped. Bytes that do not decode as an image are the client's 400, naming the field.
 */
export const reencodeImage = async (data: Buffer, rules: ImageRules, field = 'file'): Promise<Image> => {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped, so the photo stays upright.
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
    if (rules.format === 'png') {
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), mimeType: 'image/png' };
    }
    const jpeg = await pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data: jpeg, mimeType: 'image/jpeg' };
  } catch {
    throw badRequest('UNSUPPORTED_FILE_TYPE', { [field]: ['validation.image'] });
  }
};
