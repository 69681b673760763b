// picture.ts: a picture file as a mask: the browser decodes it, a canvas gives its pixels, and state/mask_picture.ts reads them.
import { type PictureMask, maskOfPixels } from '../state/mask_picture';

/** The pixels of an image file, decoded by the browser; throws with a sentence when it is no picture. */
async function pixelsOf(file: Blob): Promise<ImageData> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('That file is not a picture the browser can read. Try a PNG or a JPEG.');
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** A picture file's mask: a dark pixel no room, a light one a room; a big picture made smaller to `maxRooms` places. */
export async function pictureMask(file: Blob, maxRooms: number, maxSide: number): Promise<PictureMask> {
  return maskOfPixels(await pixelsOf(file), maxRooms, maxSide);
}
