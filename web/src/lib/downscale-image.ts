/** Photos are sent at most this size on their long edge: enough to read a shelf label, ~0.3-1 MB as JPEG. */
export const MAX_PHOTO_EDGE = 2048;
const JPEG_QUALITY = 0.8;

/**
 * A photo made ready for upload: drawn on a canvas at most 2,048 px on its long edge and encoded as JPEG (quality
 * 0.8). Drawing also drops the EXIF block, with the phone's GPS position (privacy), and applies its orientation
 * (browsers draw images oriented). A file the browser cannot decode (a PDF, a broken image) is returned as it is:
 * the server decides on it.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_PHOTO_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}
