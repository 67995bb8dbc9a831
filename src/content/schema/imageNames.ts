/** Why `src` cannot name a photo under content/images/: lower case, as a case-sensitive host must find it, never HEIC. */
export function imageNameProblem(src: string): string | undefined {
  if (/\.(heic|heif)$/i.test(src))
    return 'HEIC photos cannot be published: export or convert the photo to JPEG and refer to the .jpg file';
  if (/[A-Z]/.test(src) && /^[A-Za-z0-9][A-Za-z0-9/_-]*\.(jpe?g|png|webp|avif)$/i.test(src))
    return `file names under content/images/ are lower case: rename the file to "${src.toLowerCase()}" and write that here`;
  if (!/^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp|avif)$/.test(src))
    return 'must be a file under content/images/ in lower case, such as "gallery/tour-01.jpg" (JPEG, PNG, WebP or AVIF)';
  return undefined;
}
