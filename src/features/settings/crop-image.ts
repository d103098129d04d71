/**
 * Cropping and shrinking a picture in the browser, with a canvas: no server sees the original. The avatar is the
 * chosen square scaled to AVATAR_SIZE_PX (256 px) a side, as JPEG at quality 0.9 (about 15–40 KB), well under the
 * 1 MB the storage rules allow.
 */
import { AVATAR_SIZE_PX } from '../../domain/limits';

/** A rectangle of the source image, in its own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/**
 * The `area` of the image at `src` drawn onto a `size` × `size` canvas (px; default AVATAR_SIZE_PX) and encoded
 * as JPEG. Rejects when the image cannot be decoded or the canvas cannot encode.
 */
export async function cropToSquare(src: string, area: PixelArea, size = AVATAR_SIZE_PX): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  // JPEG has no transparency: a transparent PNG gets white behind it rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/jpeg',
      0.9,
    ),
  );
}
